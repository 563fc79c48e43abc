import { waitFor } from '@testing-library/react';
import { useSession } from '@hiroba/api-client';
import { useBreadcrumbStore } from '@hiroba/shared-ui';
import { answer, question, type Answered } from '@hiroba/api-client/test-support';
import { makeUser, paged, renderWithProviders, screen, setFurigana, signIn } from '@hiroba/shared-ui/test';
import MyPagePage from './my-page-page';

let counts: Answered[] = [];
beforeEach(() => {
  counts = [
    answer('get', 'questions/my_questions', paged([question()], { per: 1, total: 4 })),
    answer('get', 'comments/my_comments', paged([], { per: 1, total: 0 })),
    answer('get', 'question_favorites/my_favorite_questions', paged([question()], { per: 1, total: 12 })),
  ];
});

afterEach(() => {
  useSession.getState().clear();
});

function renderAs(...args: Parameters<typeof makeUser>) {
  signIn(makeUser(...args));
  return renderWithProviders(<MyPagePage />, { route: '/my-page' });
}

const menuLink = (name: string) => screen.queryByRole('link', { name });

describe('MyPagePage', () => {
  it('shows a free member their summary and invites them to become paid', () => {
    renderAs('free_member');
    expect(screen.getByRole('heading', { level: 1, name: 'マイページ' })).toBeInTheDocument();
    expect(screen.getByText('はなこ')).toBeInTheDocument();
    expect(screen.getByText('無料会員')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '有料会員のご案内' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '有料会員の申し込みへ進む' })).toHaveAttribute('href', '/paid-member-register');
    expect(menuLink('質問する')).not.toBeInTheDocument();
    expect(menuLink('プロフィールの変更')).toHaveAttribute('href', '/my-page/edit-info');
    expect(menuLink('お知らせ')).toHaveAttribute('href', '/notifications');
    expect(useBreadcrumbStore.getState().items.map((i) => i.text)).toEqual(['トップ', 'マイページ']);
  });

  it('shows a paid member 有料会員 and 質問する, without the invitation', () => {
    renderAs('paid_member');
    expect(screen.getByText('有料会員')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '有料会員のご案内' })).not.toBeInTheDocument();
    expect(menuLink('質問する')).toHaveAttribute('href', '/my-page/post-question');
    expect(menuLink('お支払い情報')).toHaveAttribute('href', '/my-page/payment-info');
  });

  it('shows 未設定 when there is no nickname, and 専門家 with a link to the expert page', () => {
    renderAs('expert', { user_information: null });
    expect(screen.getByText('未設定')).toBeInTheDocument();
    expect(screen.getByText('専門家')).toBeInTheDocument();
    expect(menuLink('専門家ページ')).toHaveAttribute('href', '/my-page-expert');
    expect(menuLink('質問する')).not.toBeInTheDocument();
  });

  it('shows small counts of questions, answers and favorites, each linking to its list', async () => {
    renderAs('paid_member');
    const questions = await screen.findByRole('link', { name: '自分の質問：4件' });
    expect(questions).toHaveAttribute('href', '/my-page/my-question');
    expect(screen.getByRole('link', { name: '自分の回答：0件' })).toHaveAttribute('href', '/my-page/my-answer');
    expect(screen.getByRole('link', { name: 'お気に入りの質問：12件' })).toHaveAttribute('href', '/my-page/favorite-list');
    for (const { calls } of counts) expect(calls.map((c) => c.query)).toEqual([{ per: '1' }]);
  });

  it('calls an admin 管理者', () => {
    renderAs('admin');
    expect(screen.getByText('管理者')).toBeInTheDocument();
    expect(menuLink('質問する')).toBeInTheDocument();
  });
});

describe('MyPagePage with ふりがな', () => {
  afterEach(() => setFurigana(false));

  it("shows readings over the page header's lead while ふりがな is on (the title マイページ has no kanji)", async () => {
    setFurigana(true);
    renderAs('free_member');
    const heading = screen.getByRole('heading', { level: 1, name: 'マイページ' });
    const lead = heading.nextElementSibling as Element;
    await waitFor(() => expect(lead.querySelector('rt')).not.toBeNull());
    expect([...lead.querySelectorAll('ruby')].map((ruby) => `${ruby.firstChild?.textContent}:${ruby.querySelector('rt')?.textContent}`)).toEqual(
      expect.arrayContaining(['登録:とうろく', '確認:かくにん', '質問:しつもん', '一覧:いちらん']),
    );
    expect(heading.querySelector('ruby')).toBeNull();
  });
});
