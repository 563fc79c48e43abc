import { renderWithProviders, screen } from '@hiroba/shared-ui/test';
import { publicUser, summary } from '../../test-support/questions';
import { QuestionCard } from './question-card';

describe('QuestionCard', () => {
  it("links the asker's name to their profile", () => {
    renderWithProviders(<QuestionCard question={summary({ user: publicUser(7, 'はなこ', 'paid_member') })} />);
    expect(screen.getByText(/質問者/)).toHaveTextContent('質問者：はなこ');
    expect(screen.getByRole('link', { name: 'はなこ' })).toHaveAttribute('href', '/view-profile/user/7');
  });

  it('names a withdrawn asker 未設定, without a link', () => {
    renderWithProviders(<QuestionCard question={summary({ user: null })} />);
    expect(screen.getByText(/質問者/)).toHaveTextContent('質問者：未設定');
    expect(screen.queryByRole('link', { name: '未設定' })).not.toBeInTheDocument();
  });

  it('leaves the asker out where every card is theirs (their profile)', () => {
    renderWithProviders(<QuestionCard question={summary()} withAsker={false} />);
    expect(screen.getByRole('link', { name: '手話通訳を頼むには' })).toBeInTheDocument();
    expect(screen.queryByText(/質問者/)).not.toBeInTheDocument();
  });
});
