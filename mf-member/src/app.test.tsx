import { useSession } from '@hiroba/api-client';
import { answer, answerError, category } from '@hiroba/api-client/test-support';
import { makeUser, paged, renderWithProviders, screen, signIn } from '@hiroba/shared-ui/test';
import App from './app';

// Every page here loads something; empty answers keep the tests off the network.
beforeEach(() => {
  answer('get', 'questions/my_questions', paged([]));
  answerError('get', 'questions/:id', 500, [{ message: 'not needed' }]);
  answer('get', 'comments/my_comments', paged([]));
  answer('get', 'question_favorites/my_favorite_questions', paged([]));
  answer('get', 'column_favorites/my_favorite_columns', paged([]));
  answer('get', 'categories', paged([category(1, '制度・手続き')]));
  answer('get', 'tags', paged([]));
  answer('get', 'expert_infos', paged([]));
});

afterEach(() => {
  useSession.getState().clear();
});

describe('mf_member App', () => {
  it.each([
    ['/my-page', 'マイページ'],
    ['/my-page/favorite-list', 'お気に入り'],
    ['/my-page/my-question', '自分の質問'],
    ['/my-page/my-answer', '自分の回答'],
    ['/my-page/edit-question/3', '質問の編集'],
    ['/paid-member-register/full-register', 'プロフィールの登録'],
  ])('opens %s lazily with its one h1', async (route, heading) => {
    signIn(makeUser('paid_member'));
    renderWithProviders(<App />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows honest empty states on the activity pages', async () => {
    signIn(makeUser('paid_member'));
    renderWithProviders(<App />, { route: '/my-page/favorite-list' });
    expect(await screen.findByText('お気に入りの質問はまだありません')).toBeInTheDocument();
    // The column list loads once the question list is in place (PagedActivity's `after`).
    expect(await screen.findByText('お気に入りのコラムはまだありません')).toBeInTheDocument();
  });

  it('answers an unknown member path with the 404 page', async () => {
    signIn(makeUser('paid_member'));
    renderWithProviders(<App />, { route: '/my-page/no-such-page' });
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
  });
});
