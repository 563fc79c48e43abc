import userEvent from '@testing-library/user-event';
import { useSession } from '@hiroba/api-client';
import { answer, answerError, fixture } from '@hiroba/api-client/test-support';
import { ContactCreatedSchema } from '@hiroba/contract';
import { hasKeptDraft } from '@hiroba/shared-ui';
import { makeUser, renderWithProviders, screen, waitFor, within, afterCallsArrive } from '@hiroba/shared-ui/test';
import ContactPage from './contact-page';

afterEach(() => useSession.getState().clear());

/** What the server answers a contact: 201 with the new message's id. */
const answerContact = () =>
  answer('post', 'contacts', { data: fixture(ContactCreatedSchema, { id: 1, created_at: '2026-03-01T00:00:00.000Z' }) }, { status: 201 });

async function fill() {
  await userEvent.type(screen.getByLabelText('お名前'), '山田 花子');
  await userEvent.type(screen.getByLabelText('メールアドレス'), 'hanako@example.jp');
  await userEvent.selectOptions(screen.getByLabelText('お問い合わせの種類'), 'usage');
  await userEvent.type(screen.getByLabelText('内容'), '文字を大きくする方法を教えてください。');
  await userEvent.click(screen.getByRole('button', { name: '送信する' }));
}

describe('ContactPage', () => {
  it('names every empty field beside it', async () => {
    const create = answerContact();
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await userEvent.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByText('お名前を入力してください。')).toBeInTheDocument();
    expect(screen.getByText('メールアドレスを入力してください。')).toBeInTheDocument();
    expect(screen.getByText('お問い合わせの種類を選んでください。')).toBeInTheDocument();
    expect(screen.getByText('内容を入力してください。')).toBeInTheDocument();
    await afterCallsArrive();
    expect(create.calls).toHaveLength(0);
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
    answerError('post', 'contacts', 400, [{ field: 'body', message: '内容は4000文字以内で入力してください。' }]);
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await fill();
    const body = screen.getByLabelText('内容');
    await waitFor(() => expect(body).toHaveAttribute('aria-invalid', 'true'));
    expect(body).toHaveAccessibleDescription(/4000文字以内/);
  });

  it('sends the kind with the message and thanks the sender', async () => {
    const create = answerContact();
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await fill();
    expect(await screen.findByText('お問い合わせを受け付けました')).toBeInTheDocument();
    expect(create.calls.map((c) => c.body)).toEqual([
      {
        name: '山田 花子',
        email: 'hanako@example.jp',
        subject: 'サービスの使い方について',
        body: '文字を大きくする方法を教えてください。',
      },
    ]);
    expect(screen.queryByRole('button', { name: '送信する' })).not.toBeInTheDocument();
  });

  it('moves the focus to the thanks, which stands where the form was, so a screen reader reads it', async () => {
    answerContact();
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await fill();
    const thanks = await screen.findByRole('alert');
    await waitFor(() => expect(thanks.parentElement).toHaveFocus());
    expect(thanks).toHaveTextContent('お問い合わせを受け付けました');
  });

  it('keeps what a visitor types on the device, apart from a signed-in person’s, until it is sent', async () => {
    const OFFER = { name: '保存していない下書きがあります' };
    const first = renderWithProviders(<ContactPage />, { route: '/contact' });
    await userEvent.type(screen.getByLabelText('内容'), '文字を大きくする方法を教えてください。');
    first.unmount();
    expect(hasKeptDraft({ form: 'contact', person: null })).toBe(true);

    useSession.getState().login('t', makeUser('free_member'));
    const member = renderWithProviders(<ContactPage />, { route: '/contact' });
    await afterCallsArrive();
    expect(screen.queryByRole('alert', OFFER)).not.toBeInTheDocument();
    member.unmount();
    useSession.getState().clear();

    const create = answerContact();
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await userEvent.click(within(await screen.findByRole('alert', OFFER)).getByRole('button', { name: '復元する' }));
    expect(screen.getByLabelText('内容')).toHaveValue('文字を大きくする方法を教えてください。');
    await userEvent.type(screen.getByLabelText('お名前'), '山田 花子');
    await userEvent.type(screen.getByLabelText('メールアドレス'), 'hanako@example.jp');
    await userEvent.selectOptions(screen.getByLabelText('お問い合わせの種類'), 'usage');
    await userEvent.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByText('お問い合わせを受け付けました')).toBeInTheDocument();
    expect(create.calls).toHaveLength(1);
    expect(hasKeptDraft({ form: 'contact', person: null })).toBe(false);
  });
});
