import userEvent from '@testing-library/user-event';
import { ApiError, useSession } from '@hiroba/api-client';
import { IMAGE_SIZE_ERROR, IMAGE_TYPE_ERROR, MAX_IMAGE_BYTES, useSnackbar } from '@hiroba/shared-ui';
import { renderWithProviders, screen, waitFor } from '@hiroba/shared-ui/test';
import { makeUser, mockApi, signIn } from '../../test-support/mock-api';
import { ProfileForm } from './profile-form';

const user = userEvent.setup({ applyAccept: false });

afterEach(() => {
  jest.restoreAllMocks();
  useSession.getState().clear();
  useSnackbar.getState().close();
});

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
    const update = mockApi('userInformations', 'update');
    renderForm();
    expect(nickname()).toHaveValue('はなこ');
    await user.clear(nickname());
    await save();
    expect(await screen.findByText('ニックネームを入力してください。')).toBeInTheDocument();
    expect(nickname()).toHaveAttribute('aria-invalid', 'true');
    expect(update).not.toHaveBeenCalled();
  });

  it('refuses a nickname over 30 characters', async () => {
    const update = mockApi('userInformations', 'update');
    renderForm();
    await user.clear(nickname());
    await user.type(nickname(), 'あ'.repeat(31));
    await save();
    expect(await screen.findByText('ニックネームは30文字以内で入力してください。')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it.each([
    ['a PDF', new File(['%PDF'], 'letter.pdf', { type: 'application/pdf' }), IMAGE_TYPE_ERROR],
    ['a picture over 2 MB', png('big.png', MAX_IMAGE_BYTES + 1), IMAGE_SIZE_ERROR],
  ])('names the problem beside the picture field when choosing %s', async (_, file, message) => {
    const update = mockApi('userInformations', 'update');
    renderForm();
    await user.upload(imageInput(), file);
    expect(imageButton()).toHaveAccessibleDescription(new RegExp(message));
    expect(screen.queryByRole('img', { name: '選んだ画像のプレビュー' })).not.toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('previews the chosen picture, sends nickname and picture, refreshes the session and says so', async () => {
    const saved = makeUser('free_member', {
      user_information: { id: 3, user_id: 7, nickname: 'はなこさん', profile_image: '/uploads/3.png' },
    });
    const update = mockApi('userInformations', 'update').mockResolvedValue(saved.user_information);
    const isLogin = mockApi('users', 'isLogin').mockResolvedValue(saved);
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
    expect(update).toHaveBeenCalledWith(3, {
      nickname: 'はなこさん',
      profile_image_data: expect.stringMatching(/^data:image\/png;base64,/),
    });
    expect(isLogin).toHaveBeenCalled();
    expect(useSession.getState().user).toEqual(saved);
    expect(useSnackbar.getState().current).toMatchObject({ message: 'プロフィールを保存しました。', color: 'success' });
  });

  it('sends null to remove the current picture, and leaves the picture out when it was not touched', async () => {
    const member = makeUser('paid_member', {
      user_information: { id: 3, user_id: 7, nickname: 'はなこ', profile_image: '/uploads/3.png' },
    });
    const update = mockApi('userInformations', 'update').mockResolvedValue(member.user_information);
    mockApi('users', 'isLogin').mockResolvedValue(member);
    renderForm(member);
    expect(screen.getByRole('img', { name: '今のプロフィール画像' })).toHaveAttribute('src', '/uploads/3.png');
    await user.click(screen.getByRole('button', { name: '画像を削除' }));
    expect(screen.getByText('保存すると、今の画像は削除されます。')).toBeInTheDocument();
    await save();
    await waitFor(() => expect(update).toHaveBeenCalledWith(3, { nickname: 'はなこ', profile_image_data: null }));

    update.mockClear();
    await save();
    await waitFor(() => expect(update).toHaveBeenCalledWith(3, { nickname: 'はなこ' }));
  });

  it('creates the profile when the member has none yet', async () => {
    const member = makeUser('paid_member', { user_information: null });
    const create = mockApi('userInformations', 'create').mockResolvedValue({ id: 9, user_id: 7, nickname: 'たろう', profile_image: null });
    const update = mockApi('userInformations', 'update');
    mockApi('users', 'isLogin').mockResolvedValue(member);
    renderForm(member);
    expect(nickname()).toHaveValue('');
    await user.type(nickname(), 'たろう');
    await save();
    await waitFor(() => expect(create).toHaveBeenCalledWith({ nickname: 'たろう' }));
    expect(update).not.toHaveBeenCalled();
  });

  it('puts the server’s field errors beside their fields and other messages in a summary', async () => {
    mockApi('userInformations', 'update').mockRejectedValue(
      new ApiError(400, [
        { field: 'nickname', message: 'ニックネームに使えない文字が含まれています。' },
        { field: 'profile_image_data', message: '画像を読み取れませんでした。' },
        { message: 'しばらくしてからお試しください。' },
      ]),
    );
    const isLogin = mockApi('users', 'isLogin');
    const onSaved = renderForm();
    await user.upload(imageInput(), png());
    await screen.findByRole('img', { name: '選んだ画像のプレビュー' });
    await save();
    await waitFor(() => expect(nickname()).toHaveAccessibleDescription(/ニックネームに使えない文字が含まれています。/));
    expect(imageButton()).toHaveAccessibleDescription(/画像を読み取れませんでした。/);
    expect(screen.getByRole('alert')).toHaveTextContent('しばらくしてからお試しください。');
    expect(isLogin).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
