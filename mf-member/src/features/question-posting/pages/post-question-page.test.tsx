import { useSession } from '@hiroba/api-client';
import { renderWithProviders, screen } from '../../../../../shared-ui/test/render';
import { makeUser, signIn } from '../../../test-support/mock-api';
import EditQuestionPage from './edit-question-page';
import PostQuestionPage from './post-question-page';
import QuestionCompletePage from './question-complete-page';

afterEach(() => useSession.getState().clear());

const GUIDE = '回答をもらいやすい質問の書き方';

describe('question posting pages', () => {
  it.each(['paid_member', 'admin'] as const)('show a %s how to write a good question and not to write personal details', (role) => {
    signIn(makeUser(role));
    renderWithProviders(<PostQuestionPage />, { route: '/my-page/post-question' });
    expect(screen.getByRole('heading', { level: 1, name: '質問する' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: GUIDE })).toBeInTheDocument();
    expect(screen.getByText('個人が特定される情報は書かないでください')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '有料会員のご案内' })).not.toBeInTheDocument();
  });

  it('invite a free member to become paid instead', () => {
    signIn(makeUser('free_member'));
    renderWithProviders(<PostQuestionPage />, { route: '/my-page/post-question' });
    expect(screen.getByText('質問の投稿と編集は、有料会員の方がご利用いただけます。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '有料会員の申し込みへ進む' })).toHaveAttribute('href', '/paid-member-register');
    expect(screen.getByRole('link', { name: '会員の種類と料金を見る' })).toHaveAttribute('href', '/sign-up-intro');
    expect(screen.queryByRole('heading', { name: GUIDE })).not.toBeInTheDocument();
  });

  it('point an expert to answering', () => {
    signIn(makeUser('expert'));
    renderWithProviders(<PostQuestionPage />, { route: '/my-page/post-question' });
    expect(screen.getByText('専門家アカウントでは質問を投稿できません')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '専門家ページ' })).toHaveAttribute('href', '/my-page-expert');
  });

  it('gate the completion and edit pages the same way', () => {
    signIn(makeUser('free_member'));
    const complete = renderWithProviders(<QuestionCompletePage />, { route: '/my-page/post-question/question-complete' });
    expect(screen.getByRole('heading', { name: '有料会員のご案内' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '自分の質問を見る' })).not.toBeInTheDocument();
    complete.unmount();
    renderWithProviders(<EditQuestionPage />, { route: '/my-page/edit-question/5', path: '/my-page/edit-question/:id?' });
    expect(screen.getByRole('heading', { name: '有料会員のご案内' })).toBeInTheDocument();
  });

  it('ask a paid member to choose a question when the edit page has no id', () => {
    signIn(makeUser('paid_member'));
    renderWithProviders(<EditQuestionPage />, { route: '/my-page/edit-question', path: '/my-page/edit-question/:id?' });
    expect(screen.getByText('編集する質問が選ばれていません')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '自分の質問' })).toHaveAttribute('href', '/my-page/my-question');
  });
});
