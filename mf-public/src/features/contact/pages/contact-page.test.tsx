import userEvent from '@testing-library/user-event';
import { ApiError, useSession } from '@hiroba/api-client';
import { renderWithProviders, screen, waitFor } from '@hiroba/shared-ui/test';
import { makeUser, mockApi } from '../../../test-support/mock-api';
import ContactPage from './contact-page';

afterEach(() => {
  jest.restoreAllMocks();
  useSession.getState().clear();
});

async function fill() {
  await userEvent.type(screen.getByLabelText('お名前'), '山田 花子');
  await userEvent.type(screen.getByLabelText('メールアドレス'), 'hanako@example.jp');
  await userEvent.selectOptions(screen.getByLabelText('お問い合わせの種類'), 'usage');
  await userEvent.type(screen.getByLabelText('内容'), '文字を大きくする方法を教えてください。');
  await userEvent.click(screen.getByRole('button', { name: '送信する' }));
}

describe('ContactPage', () => {
  it('names every empty field beside it', async () => {
    const create = mockApi('contacts', 'create');
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await userEvent.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByText('お名前を入力してください。')).toBeInTheDocument();
    expect(screen.getByText('メールアドレスを入力してください。')).toBeInTheDocument();
    expect(screen.getByText('お問い合わせの種類を選んでください。')).toBeInTheDocument();
    expect(screen.getByText('内容を入力してください。')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('preselects the expert application from ?type=expert', () => {
    renderWithProviders(<ContactPage />, { route: '/contact?type=expert' });
    expect(screen.getByLabelText('お問い合わせの種類')).toHaveValue('expert');
  });

  it('fills in the e-mail of a signed-in member', () => {
    useSession.getState().login('t', makeUser('free_member', { email: 'member@example.jp' }));
    renderWithProviders(<ContactPage />, { route: '/contact' });
    expect(screen.getByLabelText('メールアドレス')).toHaveValue('member@example.jp');
  });

  it('puts a server field error beside its field', async () => {
    mockApi('contacts', 'create').mockRejectedValue(new ApiError(400, [{ field: 'body', message: '内容は4000文字以内で入力してください。' }]));
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await fill();
    const body = screen.getByLabelText('内容');
    await waitFor(() => expect(body).toHaveAttribute('aria-invalid', 'true'));
    expect(body).toHaveAccessibleDescription(/4000文字以内/);
  });

  it('sends the kind with the message and thanks the sender', async () => {
    const create = mockApi('contacts', 'create').mockResolvedValue(undefined);
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await fill();
    expect(await screen.findByText('お問い合わせを受け付けました')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith({
      name: '山田 花子',
      email: 'hanako@example.jp',
      subject: 'サービスの使い方について',
      body: '文字を大きくする方法を教えてください。',
    });
    expect(screen.queryByRole('button', { name: '送信する' })).not.toBeInTheDocument();
  });
});
