import userEvent from '@testing-library/user-event';
import { useSession, type User } from '@hiroba/api-client';
import { answer, answerError, fixture } from '@hiroba/api-client/test-support';
import { UserInformationSchema, UserSchema } from '@hiroba/contract';
import { hasKeptDraft, useSnackbar } from '@hiroba/shared-ui';
import { IMAGE_SIZE_ERROR, IMAGE_TYPE_ERROR, MAX_IMAGE_BYTES } from '@hiroba/shared-ui/signed-in';
import { makeUser, renderWithProviders, screen, signIn, waitFor, within, afterCallsArrive } from '@hiroba/shared-ui/test';
import { ProfileForm } from './profile-form';

const user = userEvent.setup({ applyAccept: false });

afterEach(() => {
  useSession.getState().clear();
  useSnackbar.getState().close();
});

/** GET users/is_login (the session refresh after saving) as the server answers it for this user. */
const loginCheck = (user: User) => ({ data: { user: fixture(UserSchema, user) } });

function png(name = 'face.png', bytes = 16): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

function renderForm(member = makeUser('free_member'), onSaved = jest.fn()) {
  signIn(member);
  renderWithProviders(<ProfileForm user={member} submitLabel="保存する" onSaved={onSaved} />);
  return onSaved;
}

const nickname = () => screen.getByLabelText(/ニックネーム/);
const imageInput = () => screen.getByLabelText('プロフィール画像のファイル');
const imageButton = () => screen.getByRole('button', { name: /プロフィール画像.*画像を選ぶ/ });
const save = () => user.click(screen.getByRole('button', { name: '保存する' }));

describe('ProfileForm', () => {
  it('starts from the current nickname and asks for one when it is emptied, without calling the server', async () => {
    const update = answer('patch', 'user_informations/:id');
    renderForm();
    expect(nickname()).toHaveValue('はなこ');
    await user.clear(nickname());
    await save();
    expect(await screen.findByText('ニックネームを入力してください。')).toBeInTheDocument();
    expect(nickname()).toHaveAttribute('aria-invalid', 'true');
    await afterCallsArrive();
    expect(update.calls).toHaveLength(0);
  });

  it('refuses a nickname over 30 characters', async () => {
    const update = answer('patch', 'user_informations/:id');
    renderForm();
    await user.clear(nickname());
    await user.type(nickname(), 'あ'.repeat(31));
    await save();
    expect(await screen.findByText('ニックネームは30文字以内で入力してください。')).toBeInTheDocument();
    await afterCallsArrive();
    expect(update.calls).toHaveLength(0);
  });

  it.each([
    ['a PDF', new File(['%PDF'], 'letter.pdf', { type: 'application/pdf' }), IMAGE_TYPE_ERROR],
    ['a picture over 2 MB', png('big.png', MAX_IMAGE_BYTES + 1), IMAGE_SIZE_ERROR],
  ])('names the problem beside the picture field when choosing %s', async (_, file, message) => {
    const update = answer('patch', 'user_informations/:id');
    renderForm();
    await user.upload(imageInput(), file);
    expect(imageButton()).toHaveAccessibleDescription(new RegExp(message));
    expect(screen.queryByRole('img', { name: '選んだ画像のプレビュー' })).not.toBeInTheDocument();
    await afterCallsArrive();
    expect(update.calls).toHaveLength(0);
  });

  it('previews the chosen picture, sends nickname and picture, refreshes the session and says so', async () => {
    const saved = makeUser('free_member', {
      user_information: { id: 3, user_id: 7, nickname: 'はなこさん', profile_image: '/uploads/3.png' },
    });
    const update = answer('patch', 'user_informations/:id', { data: fixture(UserInformationSchema, saved.user_information!) });
    const isLogin = answer('get', 'users/is_login', loginCheck(saved));
    const onSaved = renderForm();
    await user.clear(nickname());
    await user.type(nickname(), ' はなこさん ');
    await user.upload(imageInput(), png());
    expect(await screen.findByRole('img', { name: '選んだ画像のプレビュー' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(update.calls.map((c) => [c.params.id, c.body])).toEqual([
      ['3', { nickname: 'はなこさん', profile_image_data: expect.stringMatching(/^data:image\/png;base64,/) }],
    ]);
    expect(isLogin.calls).not.toHaveLength(0);
    expect(useSession.getState().user).toEqual(saved);
    expect(useSnackbar.getState().current).toMatchObject({ message: 'プロフィールを保存しました。', color: 'success' });
  });

  it('sends null to remove the current picture, and leaves the picture out when it was not touched', async () => {
    const member = makeUser('paid_member', {
      user_information: { id: 3, user_id: 7, nickname: 'はなこ', profile_image: '/uploads/3.png' },
    });
    const update = answer('patch', 'user_informations/:id', { data: fixture(UserInformationSchema, member.user_information!) });
    answer('get', 'users/is_login', loginCheck(member));
    renderForm(member);
    expect(screen.getByRole('img', { name: '今のプロフィール画像' })).toHaveAttribute('src', '/uploads/3.png');
    await user.click(screen.getByRole('button', { name: '画像を削除' }));
    expect(screen.getByText('保存すると、今の画像は削除されます。')).toBeInTheDocument();
    await save();
    await waitFor(() => expect(update.calls.map((c) => [c.params.id, c.body])).toEqual([['3', { nickname: 'はなこ', profile_image_data: null }]]));

    update.calls.splice(0);
    await save();
    await waitFor(() => expect(update.calls.map((c) => [c.params.id, c.body])).toEqual([['3', { nickname: 'はなこ' }]]));
  });

  it('keeps the nickname being typed on the device, never a chosen picture, until it is saved', async () => {
    const member = signIn(makeUser('free_member'));
    const first = renderWithProviders(<ProfileForm user={member} submitLabel="保存する" />);
    await user.clear(nickname());
    await user.type(nickname(), 'はなこさん');
    await user.upload(imageInput(), png());
    await screen.findByRole('img', { name: '選んだ画像のプレビュー' });
    first.unmount();
    expect(hasKeptDraft({ form: 'profile', person: member.id })).toBe(true);

    answer('patch', 'user_informations/:id', { data: fixture(UserInformationSchema, member.user_information!) });
    answer('get', 'users/is_login', loginCheck(member));
    renderWithProviders(<ProfileForm user={member} submitLabel="保存する" />);
    await user.click(within(await screen.findByRole('alert', { name: '保存していない下書きがあります' })).getByRole('button', { name: '復元する' }));
    expect(nickname()).toHaveValue('はなこさん');
    expect(screen.queryByRole('img', { name: '選んだ画像のプレビュー' })).not.toBeInTheDocument();
    await save();
    await waitFor(() => expect(useSnackbar.getState().current).toMatchObject({ message: 'プロフィールを保存しました。' }));
    expect(hasKeptDraft({ form: 'profile', person: member.id })).toBe(false);
  });

  it('creates the profile when the member has none yet', async () => {
    const member = makeUser('paid_member', { user_information: null });
    const create = answer('post', 'user_informations', {
      data: fixture(UserInformationSchema, { id: 9, user_id: 7, nickname: 'たろう', profile_image: null }),
    });
    const update = answer('patch', 'user_informations/:id');
    answer('get', 'users/is_login', loginCheck(member));
    renderForm(member);
    expect(nickname()).toHaveValue('');
    await user.type(nickname(), 'たろう');
    await save();
    await waitFor(() => expect(create.calls.map((c) => c.body)).toEqual([{ nickname: 'たろう' }]));
    await afterCallsArrive();
    expect(update.calls).toHaveLength(0);
  });

  it('puts the server’s field errors beside their fields and other messages in a summary', async () => {
    answerError('patch', 'user_informations/:id', 400, [
      { field: 'nickname', message: 'ニックネームに使えない文字が含まれています。' },
      { field: 'profile_image_data', message: '画像を読み取れませんでした。' },
      { message: 'しばらくしてからお試しください。' },
    ]);
    const isLogin = answer('get', 'users/is_login', loginCheck(makeUser('free_member')));
    const onSaved = renderForm();
    await user.upload(imageInput(), png());
    await screen.findByRole('img', { name: '選んだ画像のプレビュー' });
    await save();
    await waitFor(() => expect(nickname()).toHaveAccessibleDescription(/ニックネームに使えない文字が含まれています。/));
    expect(imageButton()).toHaveAccessibleDescription(/画像を読み取れませんでした。/);
    expect(screen.getByRole('alert')).toHaveTextContent('しばらくしてからお試しください。');
    await afterCallsArrive();
    expect(isLogin.calls).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
