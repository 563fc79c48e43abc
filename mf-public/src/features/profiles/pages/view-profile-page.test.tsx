import type { MyComment } from '@hiroba/api-client';
import { answer, answerError, expertInfo, fixture, myComment, pageOf, publicUser, questionSummary } from '@hiroba/api-client/test-support';
import { PublicProfileSchema, UserInformationSchema } from '@hiroba/contract';
import { NOT_FOUND_TITLE } from '@hiroba/shared-ui';
import { renderWithProviders, screen, afterCallsArrive, within } from '@hiroba/shared-ui/test';
import PublicProfilePage from './public-profile-page';
import ViewProfilePage from './view-profile-page';

const openView = (url: string) => renderWithProviders(<ViewProfilePage />, { route: url, path: '/view-profile/:type?/:id?' });

/** はなこ's comment on a question of someone else's. */
function profileComment(overrides: Partial<MyComment> = {}): MyComment {
  return myComment({ user: publicUser(12, 'はなこ'), question: { id: 4, title: 'グループホームの見学', qa_type: '一般' }, ...overrides });
}

/** The person's two lists, answered (empty unless given). */
function answerLists(questions = pageOf([questionSummary({ id: 1, user: publicUser(12, 'はなこ', 'paid_member') })]), comments = pageOf<MyComment>([])) {
  return { questions: answer('get', 'questions', questions), comments: answer('get', 'comments', comments) };
}

describe('profile pages', () => {
  it('show a user by id with their nickname', async () => {
    answerLists();
    const show = answer('get', 'user_informations/show_with_user_id', {
      data: fixture(UserInformationSchema, { id: 3, user_id: 12, nickname: 'はなこ', profile_image: null }),
    });
    openView('/view-profile/user/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'はなこさんのプロフィール' })).toBeInTheDocument();
    expect(show.calls.map((c) => c.query)).toEqual([{ user_id: '12' }]);
  });

  it('say 未設定 when the nickname is missing', async () => {
    answerLists(pageOf([]));
    answer('get', 'user_informations/show_with_user_id', { data: fixture(UserInformationSchema, { id: 3, user_id: 12, nickname: null, profile_image: null }) });
    renderWithProviders(<PublicProfilePage />, { route: '/public_profile/12/someone', path: '/public_profile/:id?/:name?' });
    expect(await screen.findByRole('heading', { level: 1, name: '未設定さんのプロフィール' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '未設定さんの質問' })).toBeInTheDocument();
  });

  it('answer not found for an unknown user', async () => {
    answerError('get', 'user_informations/show_with_user_id', 404, []);
    openView('/view-profile/user/999');
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeInTheDocument();
  });

  it.each(['/view-profile', '/view-profile/user', '/view-profile/user/abc', '/view-profile/admin/1', '/view-profile/expert/abc'])(
    'answer not found for %s without asking the server',
    async (url) => {
      const show = answer('get', 'user_informations/show_with_user_id', {
        data: fixture(UserInformationSchema, { id: 3, user_id: 1, nickname: 'はなこ', profile_image: null }),
      });
      openView(url);
      expect(screen.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeInTheDocument();
      await afterCallsArrive();
      expect(show.calls).toHaveLength(0);
    },
  );

  it('show the picture with its alt text, and the questions and answers, each linking to its question', async () => {
    answer('get', 'user_informations/show_with_user_id', {
      data: fixture(PublicProfileSchema, { id: 3, user_id: 12, nickname: 'はなこ', profile_image: '/uploads/hanako.png', expert_info: null }),
    });
    const lists = answerLists(
      pageOf([questionSummary({ id: 31, title: '障害年金の更新', qa_type: '専門家', user: publicUser(12, 'はなこ', 'paid_member') })]),
      pageOf([profileComment({ id: 77, body: '見学のときは夜の体制を聞くとよいです。', question: { id: 4, title: 'グループホームの見学', qa_type: '一般' } })]),
    );
    openView('/view-profile/user/12');
    expect(await screen.findByRole('img', { name: 'はなこさんのプロフィール画像' })).toHaveAttribute('src', '/uploads/hanako.png');

    const questions = screen.getByRole('region', { name: 'はなこさんの質問' });
    const questionLink = await within(questions).findByRole('link', { name: '障害年金の更新' });
    expect(questionLink).toHaveAttribute('href', `/question-and-answer/${encodeURIComponent('専門家')}/31`);
    // Every card is hers: it does not name her again.
    expect(within(questions).queryByText(/質問者/)).not.toBeInTheDocument();

    const answers = screen.getByRole('region', { name: 'はなこさんの回答・コメント' });
    const answerLink = await within(answers).findByRole('link', { name: '「グループホームの見学」への回答' });
    expect(answerLink).toHaveAttribute('href', `/question-and-answer/${encodeURIComponent('一般')}/4#comment-77`);
    expect(within(answers).getByText('見学のときは夜の体制を聞くとよいです。')).toBeInTheDocument();

    expect(lists.questions.calls.map((c) => c.query)).toEqual([{ user_id: '12', page: '1', per: '10' }]);
    expect(lists.comments.calls.map((c) => c.query)).toEqual([{ user_id: '12', page: '1', per: '10' }]);
    // No link to an expert page for a member who is not an expert.
    expect(screen.queryByRole('link', { name: /専門家ページ/ })).not.toBeInTheDocument();
  });

  it('page each list on its own (?page= for questions, ?answer_page= for answers)', async () => {
    answer('get', 'user_informations/show_with_user_id', { data: fixture(UserInformationSchema, { id: 3, user_id: 12, nickname: 'はなこ', profile_image: null }) });
    const lists = answerLists(pageOf([questionSummary({ id: 31, title: '二ページ目の質問' })], 2, 3), pageOf([profileComment()], 3, 4));
    openView('/view-profile/user/12?page=2&answer_page=3');
    expect(await screen.findByRole('navigation', { name: '質問一覧のページ送り' })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: '回答・コメント一覧のページ送り' })).toBeInTheDocument();
    expect(lists.questions.calls.map((c) => c.query.page)).toEqual(['2']);
    expect(lists.comments.calls.map((c) => c.query.page)).toEqual(['3']);
  });

  it('say so when there are no questions or answers yet', async () => {
    answer('get', 'user_informations/show_with_user_id', { data: fixture(UserInformationSchema, { id: 3, user_id: 12, nickname: 'はなこ', profile_image: null }) });
    answerLists(pageOf([]), pageOf([]));
    openView('/view-profile/user/12');
    expect(await screen.findByText('まだ質問がありません')).toBeInTheDocument();
    expect(await screen.findByText('まだ回答やコメントがありません')).toBeInTheDocument();
    // Without a picture, the initial is not announced as an image.
    expect(screen.queryByRole('img', { name: /プロフィール画像/ })).not.toBeInTheDocument();
  });

  it("link an approved expert's profile to their expert page", async () => {
    answer('get', 'user_informations/show_with_user_id', {
      data: fixture(PublicProfileSchema, { id: 3, user_id: 30, nickname: 'はなこ', profile_image: null, expert_info: expertInfo({ id: 5, user_id: 30 }) }),
    });
    answerLists(pageOf([]), pageOf([profileComment({ is_expert_answer: true, expert_info: expertInfo({ id: 5, user_id: 30 }) })]));
    openView('/view-profile/user/30');
    expect(await screen.findByRole('link', { name: '山田 花子（社会福祉士）の専門家ページ' })).toHaveAttribute('href', '/list-of-experts/5');
    const answers = screen.getByRole('region', { name: 'はなこさんの回答・コメント' });
    expect(await within(answers).findByText('専門家の回答')).toBeInTheDocument();
  });

  it('lead /view-profile/expert/{id} to the expert page, without asking for a profile', async () => {
    const show = answer('get', 'user_informations/show_with_user_id', { data: fixture(UserInformationSchema, { id: 3, user_id: 1, nickname: 'x', profile_image: null }) });
    const view = openView('/view-profile/expert/5');
    await afterCallsArrive();
    expect(view.location()).toBe('/list-of-experts/5');
    expect(show.calls).toHaveLength(0);
  });
});
