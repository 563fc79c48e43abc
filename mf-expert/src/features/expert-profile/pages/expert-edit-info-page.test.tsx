import userEvent from '@testing-library/user-event';
import { useSession, type ExpertInfo } from '@hiroba/api-client';
import { answer, answerError, failNetwork, fixture } from '@hiroba/api-client/test-support';
import { UserSchema } from '@hiroba/contract';
import { hasKeptDraft, useSnackbar } from '@hiroba/shared-ui';
import { renderWithProviders, screen, waitFor, within, afterCallsArrive } from '@hiroba/shared-ui/test';
import { makeExpertInfo, signInExpert } from '../../../test-support/make-expert';
import ExpertEditInfoPage from './expert-edit-info-page';

const user = userEvent.setup({ applyAccept: false });

afterEach(() => {
  useSession.getState().clear();
  useSnackbar.getState().close();
});

const field = (name: string) => screen.getByRole('textbox', { name });
const save = () => user.click(screen.getByRole('button', { name: '保存する' }));

function renderPage(expert: ExpertInfo | null = makeExpertInfo()) {
  const signedIn = signInExpert(expert);
  renderWithProviders(<ExpertEditInfoPage />, { route: '/my-page-expert/edit-info' });
  return signedIn;
}

describe('ExpertEditInfoPage', () => {
  it('fills the form from the expert profile and shows the status without a way to change it', () => {
    renderPage(makeExpertInfo({ qualifications: null, status: 'pending' }));
    expect(screen.getByRole('heading', { level: 1, name: '専門家プロフィール' })).toBeInTheDocument();
    expect(field('お名前')).toHaveValue('山田 さくら');
    expect(field('肩書き')).toHaveValue('社会福祉士');
    expect(field('紹介文')).toHaveValue('相談支援の仕事を15年しています。\n就労支援が得意です。');
    expect(field('資格')).toHaveValue('');
    expect(field('お名前')).toHaveAccessibleDescription(/50文字まで（いま 6文字）/);
    expect(screen.getByText('審査中')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('asks for a name and refuses over-long text without calling the server', async () => {
    const update = answer('put', 'expert_infos/:id');
    renderPage();
    await user.clear(field('お名前'));
    await user.click(field('資格'));
    await user.paste('あ'.repeat(501));
    await save();
    expect(field('お名前')).toHaveAccessibleDescription(/お名前を入力してください。/);
    expect(field('資格')).toHaveAccessibleDescription(/資格は500文字以内で入力してください。/);
    await waitFor(() => expect(field('お名前')).toHaveFocus());
    await afterCallsArrive();
    expect(update.calls).toHaveLength(0);
  });

  it('saves with PUT (never the status), refreshes the session and says so', async () => {
    const saved = makeExpertInfo({ name: '山田 さくら', title: '精神保健福祉士' });
    const update = answer('put', 'expert_infos/:id', { data: saved });
    const fresh = { ...signInExpert(), expert_info: saved };
    const isLogin = answer('get', 'users/is_login', { data: { user: fixture(UserSchema, fresh) } });
    renderWithProviders(<ExpertEditInfoPage />, { route: '/my-page-expert/edit-info' });
    await user.clear(field('肩書き'));
    await user.type(field('肩書き'), '精神保健福祉士');
    await save();
    await waitFor(() => expect(useSnackbar.getState().current).toMatchObject({ message: '専門家プロフィールを保存しました。', color: 'success' }));
    expect(update.calls.map((c) => [c.params.id, c.body])).toEqual([
      [
        '11',
        {
          name: '山田 さくら',
          title: '精神保健福祉士',
          profile: '相談支援の仕事を15年しています。\n就労支援が得意です。',
          qualifications: '社会福祉士、精神保健福祉士',
          fields: '障害福祉サービスの使い方、相談支援',
        },
      ],
    ]);
    expect(isLogin.calls).not.toHaveLength(0);
    expect(useSession.getState().user?.expert_info?.title).toBe('精神保健福祉士');
  });

  it('keeps a change on the device until the server has it', async () => {
    const saved = makeExpertInfo({ title: '精神保健福祉士' });
    const expert = signInExpert();
    const first = renderWithProviders(<ExpertEditInfoPage />, { route: '/my-page-expert/edit-info' });
    await user.clear(field('肩書き'));
    await user.type(field('肩書き'), '精神保健福祉士');
    first.unmount();
    expect(hasKeptDraft({ form: 'expert-profile', person: expert.id })).toBe(true);

    answer('put', 'expert_infos/:id', { data: saved });
    answer('get', 'users/is_login', { data: { user: fixture(UserSchema, { ...expert, expert_info: saved }) } });
    renderWithProviders(<ExpertEditInfoPage />, { route: '/my-page-expert/edit-info' });
    await user.click(within(await screen.findByRole('alert', { name: '保存していない下書きがあります' })).getByRole('button', { name: '復元する' }));
    expect(field('肩書き')).toHaveValue('精神保健福祉士');
    await save();
    await waitFor(() => expect(useSnackbar.getState().current).toMatchObject({ message: '専門家プロフィールを保存しました。' }));
    expect(hasKeptDraft({ form: 'expert-profile', person: expert.id })).toBe(false);
  });

  it('sends a chosen picture as a data URL', async () => {
    const update = answer('put', 'expert_infos/:id', { data: makeExpertInfo({ profile_image: '/uploads/e.png' }) });
    const isLogin = failNetwork('get', 'users/is_login');
    renderPage();
    await user.upload(screen.getByLabelText('プロフィール画像のファイル'), new File([new Uint8Array(8)], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: '選んだ画像のプレビュー' })).toBeInTheDocument();
    await save();
    await waitFor(() =>
      expect(update.calls.map((c) => [c.params.id, c.body])).toEqual([
        ['11', expect.objectContaining({ profile_image_data: expect.stringMatching(/^data:image\/png;base64,/) })],
      ]),
    );
    // The session refresh that follows is a read, tried twice: both fail before the test ends.
    await waitFor(() => expect(isLogin.calls).toHaveLength(2));
  });

  it('puts the server’s field errors beside their fields', async () => {
    answerError('put', 'expert_infos/:id', 400, [
      { field: 'name', message: 'お名前は50文字以内で入力してください。' },
      { field: 'status', message: '状態は管理者だけが変更できます。' },
    ]);
    renderPage();
    await save();
    await waitFor(() => expect(field('お名前')).toHaveAccessibleDescription(/お名前は50文字以内で入力してください。/));
    expect(screen.getByRole('alert', { name: '保存できませんでした' })).toHaveTextContent('状態は管理者だけが変更できます。');
  });

  it('says so when there is no expert profile yet', () => {
    renderPage(null);
    expect(screen.getByText('専門家の情報はまだ登録されていません')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('ExpertEditInfoPage: the account settings', () => {
  const form = (name: string) => screen.getByRole('form', { name });

  it('offers the e-mail and password forms below the profile, with labelled fields', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'メールアドレスの変更' })).toBeInTheDocument();
    expect(screen.getByText('sakura@example.jp')).toBeInTheDocument();
    expect(within(form('メールアドレスの変更')).getByLabelText('新しいメールアドレス')).toHaveAttribute('type', 'email');
    expect(within(form('パスワードの変更')).getByLabelText('新しいパスワード（確認）', { selector: 'input' })).toHaveAttribute('autocomplete', 'new-password');
  });

  it('changes the password: the fresh token is kept and the change announced', async () => {
    const change = answer('put', 'users/:id/password', { data: { token: 'fresh-token', user: signInExpert() } });
    renderWithProviders(<ExpertEditInfoPage />, { route: '/my-page-expert/edit-info' });
    const passwords = form('パスワードの変更');
    await user.type(within(passwords).getByLabelText('現在のパスワード', { selector: 'input' }), 'old-pass-2026');
    await user.type(within(passwords).getByLabelText('新しいパスワード', { selector: 'input' }), 'new-pass-2026');
    await user.type(within(passwords).getByLabelText('新しいパスワード（確認）', { selector: 'input' }), 'new-pass-2026');
    await user.click(within(passwords).getByRole('button', { name: 'パスワードを変更する' }));
    await waitFor(() => expect(useSnackbar.getState().current).toMatchObject({ message: 'パスワードを変更しました。ほかの端末やブラウザでは、ログアウトしました。', color: 'success' }));
    expect(change.calls.map((c) => [c.params.id, c.body])).toEqual([['8', { current_password: 'old-pass-2026', password: 'new-pass-2026' }]]);
    expect(useSession.getState().token).toBe('fresh-token');
  });

  it('puts a wrong current password beside its field on the e-mail form', async () => {
    answerError('post', 'users/:id/email_change', 400, [{ field: 'current_password', message: '現在のパスワードが正しくありません。' }]);
    renderPage();
    const email = form('メールアドレスの変更');
    await user.type(within(email).getByLabelText('新しいメールアドレス'), 'new-sakura@example.jp');
    await user.type(within(email).getByLabelText('現在のパスワード', { selector: 'input' }), 'wrong-pass-1');
    await user.click(within(email).getByRole('button', { name: '確認コードを送る' }));
    await waitFor(() => expect(within(email).getByLabelText('現在のパスワード', { selector: 'input' })).toHaveAccessibleDescription(/現在のパスワードが正しくありません。/));
  });

  it('without an expert record, points to the member page for the e-mail and password', () => {
    renderPage(null);
    expect(screen.getByText(/メールアドレスとパスワードも/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'マイページのプロフィールの変更' }).map((a) => a.getAttribute('href'))).toEqual(['/my-page/edit-info', '/my-page/edit-info']);
  });
});
