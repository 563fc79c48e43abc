import userEvent from '@testing-library/user-event';
import { useSession } from '@hiroba/api-client';
import { answer, answerError, fixture, pageOf } from '@hiroba/api-client/test-support';
import { ContactCreatedSchema, HelpLineSchema } from '@hiroba/contract';
import { CRISIS_HELP_HEADING } from '@hiroba/contract/fields';
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
        kind: 'inquiry',
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

  describe('削除の申し出 (kind removal_request)', () => {
    it('offers the two kinds; 削除の申し出 asks for the post’s URL and the reason instead of the subject', async () => {
      renderWithProviders(<ContactPage />, { route: '/contact' });
      const kinds = screen.getByRole('group', { name: 'ご用件' });
      expect(within(kinds).getByRole('radio', { name: 'お問い合わせ' })).toBeChecked();
      expect(screen.queryByLabelText('削除を求める投稿のURL')).not.toBeInTheDocument();

      await userEvent.click(within(kinds).getByRole('radio', { name: '削除の申し出' }));
      expect(screen.queryByLabelText('お問い合わせの種類')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: '送信する' }));
      expect(await screen.findByText('削除を求める投稿のURLを入力してください。')).toBeInTheDocument();
      expect(screen.getByText('削除を求める理由を入力してください。')).toBeInTheDocument();
    });

    it('opens preselected from ?kind=removal_request and sends the kind, the URL and the reason', async () => {
      const create = answerContact();
      renderWithProviders(<ContactPage />, { route: '/contact?kind=removal_request' });
      expect(screen.getByRole('radio', { name: '削除の申し出' })).toBeChecked();
      await userEvent.type(screen.getByLabelText('お名前'), '山田 花子');
      await userEvent.type(screen.getByLabelText('メールアドレス'), 'hanako@example.jp');
      await userEvent.type(screen.getByLabelText('削除を求める投稿のURL'), 'https://example.jp/question-and-answer/一般/12');
      await userEvent.type(screen.getByLabelText('削除を求める理由'), '私の住所が書かれています。');
      await userEvent.click(screen.getByRole('button', { name: '送信する' }));
      expect(await screen.findByText('お問い合わせを受け付けました')).toBeInTheDocument();
      expect(create.calls.map((c) => c.body)).toEqual([
        {
          kind: 'removal_request',
          name: '山田 花子',
          email: 'hanako@example.jp',
          subject: '削除の申し出',
          url: 'https://example.jp/question-and-answer/一般/12',
          body: '私の住所が書かれています。',
        },
      ]);
    });
  });

  it('shows the crisis panel first, focused, when the answer says crisis_help', async () => {
    answer('post', 'contacts', { data: { ...fixture(ContactCreatedSchema, { id: 1, created_at: '2026-03-01T00:00:00.000Z' }), crisis_help: true } }, { status: 201 });
    answer('get', 'help_lines', pageOf([fixture(HelpLineSchema, { id: 1, name: 'いのちの電話', number: '0570-783-556', hours: '毎日', note: null, sort_order: 0, checked_on: '2026-01-01', updated_at: '2026-01-01T00:00:00.000Z' })]));
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await fill();
    const panel = await screen.findByRole('region', { name: CRISIS_HELP_HEADING });
    await waitFor(() => expect(within(panel).getByRole('heading', { name: CRISIS_HELP_HEADING })).toHaveFocus());
    expect(await within(panel).findByRole('link', { name: 'いのちの電話：0570-783-556' })).toHaveAttribute('href', 'tel:0570783556');
    expect(screen.getByText('お問い合わせを受け付けました')).toBeInTheDocument();
  });
});
