import { useSession } from '@hiroba/api-client';
import { useBreadcrumbStore } from '@hiroba/shared-ui';
import { renderWithProviders, screen } from '../../shared-ui/test/render';
import App from './app';
import { makeExpertInfo, signInExpert } from './test-support/make-expert';

afterEach(() => useSession.getState().clear());

function row(label: string): HTMLElement {
  return screen.getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
}

describe('mf_expert App', () => {
  it('shows the expert summary with the status in Japanese and the menu', async () => {
    signInExpert();
    renderWithProviders(<App />, { route: '/my-page-expert' });
    expect(await screen.findByRole('heading', { level: 1, name: '専門家ページ' })).toBeInTheDocument();
    expect(screen.getByText('山田 さくら')).toBeInTheDocument();
    expect(screen.getByText('肩書き：社会福祉士')).toBeInTheDocument();
    expect(screen.getByText('承認済み')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '専門家プロフィール' })).toHaveAttribute('href', '/my-page-expert/edit-info');
    expect(screen.getByRole('link', { name: 'あなたの回答' })).toHaveAttribute('href', '/my-page-expert/my-expert-comment');
    expect(screen.getByRole('link', { name: 'あなたあての質問' })).toHaveAttribute('href', '/my-page-expert/my-expert-question');
    expect(useBreadcrumbStore.getState().items.map((i) => i.text)).toEqual(['トップ', '専門家ページ']);
  });

  it.each([
    ['pending', '審査中', /運営が申請の内容を確認しています/],
    ['rejected', '非承認', /申請は承認されませんでした/],
    ['suspended', '停止中', /活動は、今は停止されています/],
  ] as const)('explains the status %s as %s', async (status, label, note) => {
    signInExpert(makeExpertInfo({ status }));
    renderWithProviders(<App />, { route: '/my-page-expert' });
    expect(await screen.findByText(label)).toBeInTheDocument();
    expect(screen.getByText(note)).toBeInTheDocument();
  });

  it('says so when the expert profile has not been registered', async () => {
    signInExpert(null);
    renderWithProviders(<App />, { route: '/my-page-expert' });
    expect(await screen.findByText('専門家の情報はまだ登録されていません')).toBeInTheDocument();
  });

  it('shows the expert profile read-only, with line breaks kept and 未設定 for empty fields', async () => {
    signInExpert(makeExpertInfo({ qualifications: null }));
    renderWithProviders(<App />, { route: '/my-page-expert/edit-info' });
    expect(await screen.findByRole('heading', { level: 1, name: '専門家プロフィール' })).toBeInTheDocument();
    expect(row('名前')).toHaveTextContent('山田 さくら');
    expect(row('紹介文')).toHaveTextContent('相談支援の仕事を15年しています。 就労支援が得意です。', { normalizeWhitespace: true });
    expect(row('資格')).toHaveTextContent('未設定');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'マイページのプロフィールの変更' })).toHaveAttribute('href', '/my-page/edit-info');
    expect(useBreadcrumbStore.getState().items.map((i) => i.text)).toEqual(['トップ', '専門家ページ', '専門家プロフィール']);
  });

  it.each([
    ['/my-page-expert/my-expert-comment', 'あなたの回答', 'まだ回答がありません'],
    ['/my-page-expert/my-expert-question', 'あなたあての質問', 'まだ質問がありません'],
  ])('opens %s with an honest empty state', async (route, heading, empty) => {
    signInExpert();
    renderWithProviders(<App />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(empty)).toBeInTheDocument();
  });

  it('answers an unknown expert path with the 404 page', async () => {
    signInExpert();
    renderWithProviders(<App />, { route: '/my-page-expert/nothing' });
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
  });
});
