import { publicUser, questionSummary } from '@hiroba/api-client/test-support';
import { renderWithProviders, screen } from '@hiroba/shared-ui/test';
import { QuestionCard } from './question-card';

describe('QuestionCard', () => {
  it("links the asker's name to their profile", () => {
    renderWithProviders(<QuestionCard question={questionSummary({ user: publicUser(7, 'はなこ', 'paid_member') })} />);
    expect(screen.getByText(/質問者/)).toHaveTextContent('質問者：はなこ');
    expect(screen.getByRole('link', { name: 'はなこ' })).toHaveAttribute('href', '/view-profile/user/7');
  });

  it('names a withdrawn asker 未設定, without a link', () => {
    renderWithProviders(<QuestionCard question={questionSummary({ user: null })} />);
    expect(screen.getByText(/質問者/)).toHaveTextContent('質問者：未設定');
    expect(screen.queryByRole('link', { name: '未設定' })).not.toBeInTheDocument();
  });

  it('leaves the asker out where every card is theirs (their profile)', () => {
    renderWithProviders(<QuestionCard question={questionSummary()} withAsker={false} />);
    expect(screen.getByRole('link', { name: '手話通訳を頼むには' })).toBeInTheDocument();
    expect(screen.queryByText(/質問者/)).not.toBeInTheDocument();
  });
});
