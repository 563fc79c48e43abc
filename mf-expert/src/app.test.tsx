import { useSession } from '@hiroba/api-client';
import { useBreadcrumbStore } from '@hiroba/shared-ui';
import { answer, type Answered } from '@hiroba/api-client/test-support';
import { paged, renderWithProviders, screen } from '@hiroba/shared-ui/test';
import App from './app';
import { makeExpertInfo, signInExpert } from './test-support/make-expert';

let answers: Answered;
let addressed: Answered;
// Every page here loads something; these answers keep the tests off the network.
beforeEach(() => {
  answers = answer('get', 'comments/my_comments', paged([], { per: 1, total: 3 }));
  addressed = answer('get', 'questions/question_by_expert_info_id', paged([], { per: 1, total: 0 }));
});

afterEach(() => {
  useSession.getState().clear();
});

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
    expect(screen.getByRole('link', { name: 'お知らせ' })).toHaveAttribute('href', '/notifications');
    expect(screen.getByRole('link', { name: 'あなたあての質問' })).toHaveAttribute('href', '/my-page-expert/my-expert-question');
    expect(useBreadcrumbStore.getState().items.map((i) => i.text)).toEqual(['トップ', '専門家ページ']);
    expect(await screen.findByRole('link', { name: 'あなたの回答：3件' })).toHaveAttribute('href', '/my-page-expert/my-expert-comment');
    expect(screen.getByRole('link', { name: 'あなたあての質問：0件' })).toHaveAttribute('href', '/my-page-expert/my-expert-question');
    expect(answers.calls.map((c) => c.query)).toEqual([{ per: '1' }]);
    expect(addressed.calls.map((c) => c.query)).toEqual([{ expert_info_id: '11', per: '1' }]);
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

  it('opens the expert profile form with its breadcrumbs', async () => {
    signInExpert();
    renderWithProviders(<App />, { route: '/my-page-expert/edit-info' });
    expect(await screen.findByRole('heading', { level: 1, name: '専門家プロフィール' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'お名前' })).toHaveValue('山田 さくら');
    expect(screen.getByRole('link', { name: 'マイページのプロフィールの変更' })).toHaveAttribute('href', '/my-page/edit-info');
    expect(useBreadcrumbStore.getState().items.map((i) => i.text)).toEqual(['トップ', '専門家ページ', '専門家プロフィール']);
  });

  it.each([
    ['/my-page-expert/my-expert-comment', 'あなたの回答', 'まだ回答がありません'],
    ['/my-page-expert/my-expert-question', 'あなたあての質問', 'まだ質問がありません'],
  ])('opens %s with an honest empty state', async (route, heading, empty) => {
    answers = answer('get', 'comments/my_comments', paged([]));
    signInExpert();
    renderWithProviders(<App />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await screen.findByText(empty)).toBeInTheDocument();
  });

  it('answers an unknown expert path with the 404 page', async () => {
    signInExpert();
    renderWithProviders(<App />, { route: '/my-page-expert/nothing' });
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
  });
});
