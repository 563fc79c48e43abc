import { answer, comment, expertInfo, pageOf, publicUser, question, reply } from '@hiroba/api-client/test-support';
import { renderWithProviders, screen, waitFor } from '@hiroba/shared-ui/test';
import QuestionDetailPage from './question-detail-page';

// The post forms read the help lines' numbers for the personal-information check (none here).
beforeEach(() => answer('get', 'help_lines', pageOf([])));

const ANSWER = comment({ id: 30, body: '窓口は福祉課です。', is_expert_answer: true, expert_info: expertInfo(), user: publicUser(30, 'やまだ', 'expert') });
const WITH_REPLY = comment({ id: 21, user: publicUser(8, 'たろう'), comment_replies: [reply({ id: 51, comment_id: 21, user: publicUser(9, 'じろう') })] });

function openAt(hash: string) {
  const q = question({ id: 42 });
  answer('get', 'questions/:id', { data: q });
  answer('get', 'comments/get_comments_by_question_id', { data: [WITH_REPLY, ANSWER] });
  answer('get', 'questions/:id/related', { data: [] });
  const scrolled: Element[] = [];
  jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolled.push(this);
  });
  renderWithProviders(<QuestionDetailPage />, { route: `/question-and-answer/${encodeURIComponent(q.qa_type)}/${q.id}${hash}`, path: '/question-and-answer/:type/:id' });
  return scrolled;
}

// jsdom has no scrollIntoView: the spy stands in for it.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});
afterEach(() => jest.restoreAllMocks());

describe('a link to an answer (a notification’s, a mail’s)', () => {
  it('scrolls to the answer its anchor names once the answers are drawn, and focuses its heading', async () => {
    const scrolled = openAt('#comment-30');
    const answerArticle = await screen.findByRole('article', { name: /山田 花子/ });
    await waitFor(() => expect(answerArticle.querySelector('h3')).toHaveFocus());
    expect(answerArticle).toHaveAttribute('id', 'comment-30');
    expect(scrolled).toEqual([answerArticle]);
  });

  it('focuses a reply its anchor names', async () => {
    const scrolled = openAt('#reply-51');
    const replyArticle = await screen.findByRole('article', { name: 'じろうさんの返信' });
    await waitFor(() => expect(replyArticle).toHaveFocus());
    expect(scrolled).toEqual([replyArticle]);
  });

  it('leaves the focus alone when the anchor names nothing on the page', async () => {
    const scrolled = openAt('#comment-999');
    await screen.findByRole('article', { name: /山田 花子/ });
    expect(scrolled).toEqual([]);
    expect(document.body).toHaveFocus();
  });
});
