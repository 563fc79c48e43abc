import { useSession, type MyComment, type QuestionSummary } from '@hiroba/api-client';
import { answer, fixture } from '@hiroba/api-client/test-support';
import { MyCommentSchema, QuestionSummarySchema } from '@hiroba/contract';
import { paged, renderWithProviders, screen, within } from '@hiroba/shared-ui/test';
import { signInExpert } from '../../../test-support/make-expert';
import MyExpertCommentPage from './my-expert-comment-page';
import MyExpertQuestionPage from './my-expert-question-page';

afterEach(() => {
  useSession.getState().clear();
});

const AT = '2026-02-03T01:02:03.000Z';
const EXPERT_URL = (id: number) => `/question-and-answer/${encodeURIComponent('専門家')}/${id}`;

function question(id: number, title: string, answer_state: QuestionSummary['answer_state']): QuestionSummary {
  return fixture(QuestionSummarySchema, {
    id, title, excerpt: `${title}の本文`, category: null, tags: [], user: null, expert_info: null, answer_state,
    qa_type: '専門家', like_counts: 0, favorite_counts: 0, comment_counts: answer_state === 'unanswered' ? 0 : 1, view_counts: 3, resolved: false,
    can_edit: false, can_delete: false, created_at: AT, updated_at: AT,
  });
}

function comment(id: number, overrides: Partial<MyComment> = {}): MyComment {
  return fixture(MyCommentSchema, {
    id, question_id: 42, comment_id: null, body: '市役所の障害福祉課で申請できます。\nまず相談支援専門員に。', user: null,
    is_expert_answer: true, expert_info: null, like_counts: 4, can_delete: false, comment_replies: [], created_at: AT, updated_at: AT,
    question: { id: 42, title: '移動支援の申請', qa_type: '専門家' }, ...overrides,
  });
}

describe('MyExpertQuestionPage', () => {
  it('lists questions addressed to the expert, answered or not, with a link to answer', async () => {
    const byExpert = answer(
      'get',
      'questions/question_by_expert_info_id',
      paged([question(50, '就労継続支援A型とB型の違い', 'unanswered'), question(51, '補装具の修理', 'expert_answered')]),
    );
    signInExpert();
    renderWithProviders(<MyExpertQuestionPage />, { route: '/my-page-expert/my-expert-question?page=3' });
    const rows = within(await screen.findByRole('list', { name: '指名された質問' })).getAllByRole('listitem');
    expect(within(rows[0]).getByText('回答待ち')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: '就労継続支援A型とB型の違い' })).toHaveAttribute('href', EXPERT_URL(50));
    const answerLink = within(rows[0]).getByRole('link', { name: '回答する' });
    expect(answerLink).toHaveAttribute('href', `${EXPERT_URL(50)}#answer-form`);
    expect(answerLink).toHaveAccessibleDescription('就労継続支援A型とB型の違い');
    expect(within(rows[1]).getByText('専門家の回答あり')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('link', { name: '回答を見る' })).toBeInTheDocument();
    expect(byExpert.calls.map((c) => c.query)).toEqual([{ expert_info_id: '11', page: '3', per: '20' }]);
  });

  it('shows the empty state, and says so when there is no expert profile', async () => {
    answer('get', 'questions/question_by_expert_info_id', paged([]));
    signInExpert();
    const view = renderWithProviders(<MyExpertQuestionPage />, { route: '/my-page-expert/my-expert-question' });
    expect(await screen.findByText('まだ質問がありません')).toBeInTheDocument();
    view.unmount();
    signInExpert(null);
    renderWithProviders(<MyExpertQuestionPage />, { route: '/my-page-expert/my-expert-question' });
    expect(screen.getByText('専門家の情報はまだ登録されていません')).toBeInTheDocument();
  });
});

describe('MyExpertCommentPage', () => {
  it('lists the expert’s answers with links to their questions and line breaks kept', async () => {
    answer('get', 'comments/my_comments', paged([comment(8), comment(9, { is_expert_answer: false, question: null })], { total: 21 }));
    signInExpert();
    renderWithProviders(<MyExpertCommentPage />, { route: '/my-page-expert/my-expert-comment' });
    const [first, second] = within(await screen.findByRole('list', { name: '書いた回答' })).getAllByRole('listitem');
    expect(within(first).getByRole('link', { name: '移動支援の申請' })).toHaveAttribute('href', `${EXPERT_URL(42)}#comment-8`);
    expect(within(first).getByText(/市役所の障害福祉課/).textContent).toContain('\n');
    expect(within(second).getByText('削除された質問')).toBeInTheDocument();
    expect(within(second).getByText('一般のコメント')).toBeInTheDocument();
    expect(screen.getByText('全部で 21件')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '書いた回答のページ送り' })).toBeInTheDocument();
  });
});
