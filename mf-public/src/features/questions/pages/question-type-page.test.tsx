import { useSession, type Role } from '@hiroba/api-client';
import { answer, fixture, pageOf, questionSummary, type Answered } from '@hiroba/api-client/test-support';
import { PageMetaSchema, TagSchema } from '@hiroba/contract';
import { NOT_FOUND_TITLE } from '@hiroba/shared-ui';
import { makeUser, renderWithProviders, screen, afterCallsArrive, within } from '@hiroba/shared-ui/test';
import QuestionTypePage from './question-type-page';

const tag = (id: number, title: string) =>
  fixture(TagSchema, { id, title, status: 'published', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' });

let list: Answered;
beforeEach(() => {
  answer('get', 'tags', { data: [tag(1, '手話'), tag(2, '就労支援')], meta: fixture(PageMetaSchema, { page: 1, per: 2, total: 2, total_pages: 1 }) });
  list = answer('get', 'questions', pageOf([]));
});
afterEach(() => useSession.getState().clear());

function open(type: string, role: Role | null = null, search = '') {
  if (role) useSession.getState().login('t', makeUser(role));
  return renderWithProviders(<QuestionTypePage />, { route: `/question-and-answer/${encodeURIComponent(type)}${search}`, path: '/question-and-answer/:type' });
}

describe('QuestionTypePage', () => {
  it('shows 未回答 with the type marked current, its empty state and the tag chips', async () => {
    open('未回答');
    expect(screen.getByRole('heading', { level: 1, name: 'まだ回答がない質問' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '未回答' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('回答を待っている質問はありません。')).toBeInTheDocument();
    expect(list.calls.map((c) => c.query)).toEqual([{ type: '未回答', page: '1', per: '10' }]);
    expect(await screen.findByRole('link', { name: '手話' })).toHaveAttribute(
      'href',
      `/question-and-answer/search/${encodeURIComponent('手話')}`,
    );
  });

  it('asks the server for the type and the page of ?page=, and lists what it answers', async () => {
    list = answer('get', 'questions', pageOf([questionSummary({ id: 4, title: '専門家に聞きたい', answer_state: 'expert_answered', qa_type: '専門家' })], 2, 3));
    open('専門家', null, '?page=2');
    const link = await screen.findByRole('link', { name: '専門家に聞きたい' });
    expect(link).toHaveAttribute('href', `/question-and-answer/${encodeURIComponent('専門家')}/4`);
    // One wording for the state everywhere (shared-ui's ANSWER_STATE_LABELS).
    expect(screen.getByText('専門家の回答あり')).toBeInTheDocument();
    expect(list.calls.map((c) => c.query)).toEqual([{ type: '専門家', page: '2', per: '10' }]);
    expect(screen.getByRole('navigation', { name: '質問一覧のページ送り' })).toBeInTheDocument();
  });

  it('filters by 解決済み・未解決 from ?resolved=, marks the choice, and keeps the type; 解決済み shows on the item', async () => {
    list = answer('get', 'questions', pageOf([questionSummary({ id: 4, title: '解決した質問', resolved: true })]));
    open('一般', null, '?resolved=resolved&page=2');
    expect(await screen.findByRole('link', { name: '解決した質問' })).toBeInTheDocument();
    expect(list.calls.map((c) => c.query)).toEqual([{ type: '一般', resolved: 'resolved', page: '2', per: '10' }]);
    const filter = screen.getByRole('navigation', { name: '解決済み・未解決で絞り込む' });
    expect(within(filter).getByRole('link', { name: '解決済み' })).toHaveAttribute('aria-current', 'page');
    // Another choice starts from the first page.
    expect(within(filter).getByRole('link', { name: 'すべて' })).toHaveAttribute('href', `/question-and-answer/${encodeURIComponent('一般')}`);
    expect(within(filter).getByRole('link', { name: '未解決' })).toHaveAttribute('href', `/question-and-answer/${encodeURIComponent('一般')}?resolved=unresolved`);
    expect(within(screen.getByRole('article')).getByText('解決済み')).toBeInTheDocument();
  });

  it('answers not found for any other type', async () => {
    open('存在しない種類');
    expect(screen.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeInTheDocument();
    await afterCallsArrive();
    expect(list.calls).toHaveLength(0);
  });

  it('offers 質問する to a paid member only', () => {
    open('一般', 'paid_member');
    expect(screen.getByRole('link', { name: '質問する' })).toHaveAttribute('href', '/my-page/post-question');
  });

  it.each([null, 'free_member'] as const)('points a %s to membership instead of 質問する', (role) => {
    open('専門家', role);
    expect(screen.queryByRole('link', { name: '質問する' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /会員登録のご案内|有料会員について見る/ })).toHaveAttribute('href', '/sign-up-intro');
  });
});
