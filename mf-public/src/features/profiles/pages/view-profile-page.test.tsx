import { answer, answerError, fixture } from '@hiroba/api-client/test-support';
import { UserInformationSchema } from '@hiroba/contract';
import { NOT_FOUND_TITLE } from '@hiroba/shared-ui';
import { renderWithProviders, screen, afterCallsArrive } from '@hiroba/shared-ui/test';
import PublicProfilePage from './public-profile-page';
import ViewProfilePage from './view-profile-page';

const openView = (url: string) => renderWithProviders(<ViewProfilePage />, { route: url, path: '/view-profile/:type?/:id?' });

describe('profile pages', () => {
  it('show a user by id with their nickname', async () => {
    const show = answer('get', 'user_informations/show_with_user_id', {
      data: fixture(UserInformationSchema, { id: 3, user_id: 12, nickname: 'はなこ', profile_image: null }),
    });
    openView('/view-profile/user/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'はなこさんのプロフィール' })).toBeInTheDocument();
    expect(show.calls.map((c) => c.query)).toEqual([{ user_id: '12' }]);
  });

  it('say 未設定 when the nickname is missing', async () => {
    answer('get', 'user_informations/show_with_user_id', { data: fixture(UserInformationSchema, { id: 3, user_id: 12, nickname: null, profile_image: null }) });
    renderWithProviders(<PublicProfilePage />, { route: '/public_profile/12/someone', path: '/public_profile/:id?/:name?' });
    expect(await screen.findByRole('heading', { level: 1, name: '未設定さんのプロフィール' })).toBeInTheDocument();
  });

  it('answer not found for an unknown user', async () => {
    answerError('get', 'user_informations/show_with_user_id', 404, []);
    openView('/view-profile/user/999');
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeInTheDocument();
  });

  it.each(['/view-profile', '/view-profile/user', '/view-profile/user/abc', '/view-profile/admin/1'])(
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
});
