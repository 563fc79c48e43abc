import { answer, comment, expertInfo, publicUser, question, reply, pageOf } from '@hiroba/api-client/test-support';
import { JAPANESE_VOICE, act, installSpeechSynthesis, renderWithProviders, screen, waitFor } from '@hiroba/shared-ui/test';
import userEvent from '@testing-library/user-event';
import QuestionDetailPage from './question-detail-page';

beforeEach(() => answer('get', 'help_lines', pageOf([])));
let uninstall: () => void = () => undefined;
afterEach(() => uninstall());

it('reads the question, then each answer, comment and reply, in the order shown', async () => {
  const installed = installSpeechSynthesis([JAPANESE_VOICE]);
  uninstall = installed.uninstall;
  const { synthesis } = installed;
  Range.prototype.getBoundingClientRect = () => ({ top: 0, bottom: 10, height: 10 }) as DOMRect;
  const q = question();
  answer('get', 'questions/:id', { data: q });
  answer('get', 'comments/get_comments_by_question_id', {
    data: [
      comment({ id: 21, body: '嚥下の相談も窓口でできます。', user: publicUser(8, 'たろう'), comment_replies: [reply({ id: 51, comment_id: 21, body: 'ありがとう。', user: publicUser(9, 'じろう') })] }),
      comment({ id: 30, body: '窓口は福祉課です。', is_expert_answer: true, expert_info: expertInfo(), user: publicUser(30, 'やまだ', 'expert') }),
    ],
  });
  answer('get', 'questions/:id/related', { data: [] });
  renderWithProviders(<QuestionDetailPage />, { route: `/question-and-answer/${encodeURIComponent(q.qa_type)}/${q.id}`, path: '/question-and-answer/:type/:id' });
  await screen.findByText('窓口は福祉課です。');
  await userEvent.setup().click(await screen.findByRole('button', { name: '読み上げる' }));
  await waitFor(() => expect(synthesis.spoken).toHaveLength(1));
  while (synthesis.speaking) act(() => synthesis.finish());
  expect(synthesis.spoken.map((u) => u.text)).toEqual([
    'しゅわつうやくを頼むには',
    'はなこ',
    'しやくしょでしゅわつうやくをお願いしたいです。',
    'どこに連絡すればよいですか。',
    '専門家の回答：山田 花子',
    '窓口は福祉課です。',
    'たろうさんのコメント',
    // The glossary's reading for the voice.
    'えんげの相談も窓口でできます。',
    'じろう',
    'ありがとう。',
  ]);
  expect(screen.getByRole('status')).toHaveTextContent('読み上げを停止しました');
});

it('offers no reading without a Japanese voice', async () => {
  uninstall = installSpeechSynthesis([{ lang: 'en-US', name: 'Samantha' }]).uninstall;
  const q = question();
  answer('get', 'questions/:id', { data: q });
  answer('get', 'comments/get_comments_by_question_id', { data: [] });
  answer('get', 'questions/:id/related', { data: [] });
  renderWithProviders(<QuestionDetailPage />, { route: `/question-and-answer/${encodeURIComponent(q.qa_type)}/${q.id}`, path: '/question-and-answer/:type/:id' });
  expect(await screen.findByRole('heading', { level: 1, name: q.title })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '読み上げる' })).toBeNull();
});
