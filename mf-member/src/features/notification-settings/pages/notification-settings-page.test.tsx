import userEvent from '@testing-library/user-event';
import { useSession } from '@hiroba/api-client';
import { answer, answerError, notificationSettings } from '@hiroba/api-client/test-support';
import { DEFAULT_MAIL_DELIVERY, MAIL_DELIVERY_LABELS, NOTIFICATION_KIND_LABELS, notificationKindsFor } from '@hiroba/contract/notifications';
import { makeUser, renderWithProviders, screen, signIn, within } from '@hiroba/shared-ui/test';
import { axeViolations } from '../../../../../shared-ui/test/axe';
import NotificationSettingsPage, { SAVED_MESSAGE } from './notification-settings-page';

const user = userEvent.setup();

afterEach(() => useSession.getState().clear());

describe('NotificationSettingsPage', () => {
  it('shows one group of choices per kind the role receives, named by its legend, with the current choice', async () => {
    answer('get', 'notification_settings', { data: notificationSettings('expert', { like: 'instant' }) });
    answer('get', 'follows', { data: [] });
    signIn(makeUser('expert'));
    const view = renderWithProviders(<NotificationSettingsPage />, { route: '/notifications/settings' });
    expect(screen.getByRole('heading', { level: 1, name: 'お知らせの設定' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'メールの受け取り方' });
    // The form's own fieldset (shared-ui's Form) aside, one fieldset a kind, its legend the kind's label.
    const groups = within(form).getAllByRole('group').filter((g) => !g.classList.contains('hiroba-form-fields'));
    expect(groups.map((g) => g.tagName)).toEqual(notificationKindsFor('expert').map(() => 'FIELDSET'));
    expect(groups.map((g) => g.querySelector(':scope > legend')?.textContent)).toEqual(notificationKindsFor('expert').map((kind) => NOTIFICATION_KIND_LABELS[kind]));
    const answers = within(form).getByRole('group', { name: NOTIFICATION_KIND_LABELS.expert_answer });
    expect(within(answers).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['instant', 'digest', 'off']);
    expect(within(answers).getByRole('radio', { name: MAIL_DELIVERY_LABELS[DEFAULT_MAIL_DELIVERY.expert_answer] })).toBeChecked();
    expect(within(within(form).getByRole('group', { name: NOTIFICATION_KIND_LABELS.like })).getByRole('radio', { name: 'すぐに' })).toBeChecked();
    expect(within(form).queryByRole('group', { name: NOTIFICATION_KIND_LABELS.admin_report })).not.toBeInTheDocument();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('saves every kind’s choice, then says so', async () => {
    answer('get', 'notification_settings', { data: notificationSettings('paid_member') });
    answer('get', 'follows', { data: [] });
    const update = answer('put', 'notification_settings', { data: notificationSettings('paid_member', { reply: 'off' }) });
    signIn(makeUser('paid_member'));
    renderWithProviders(<NotificationSettingsPage />, { route: '/notifications/settings' });
    const replies = await screen.findByRole('group', { name: NOTIFICATION_KIND_LABELS.reply });
    await user.click(within(replies).getByRole('radio', { name: '受け取らない' }));
    await user.click(screen.getByRole('button', { name: '設定を保存する' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SAVED_MESSAGE);
    const [sent] = update.calls.map((c) => c.body as { settings: { kind: string; delivery: string }[] });
    expect(sent.settings).toHaveLength(notificationKindsFor('paid_member').length);
    expect(sent.settings.find((s) => s.kind === 'reply')).toEqual({ kind: 'reply', delivery: 'off' });
    expect(sent.settings.find((s) => s.kind === 'expert_answer')).toEqual({ kind: 'expert_answer', delivery: 'instant' });
  });

  it('shows the server’s refusal in Japanese and keeps the choices', async () => {
    answer('get', 'notification_settings', { data: notificationSettings('paid_member') });
    answer('get', 'follows', { data: [] });
    answerError('put', 'notification_settings', 400, [{ field: 'settings', message: 'settings に受け取れない種類が含まれています。' }]);
    signIn(makeUser('paid_member'));
    renderWithProviders(<NotificationSettingsPage />, { route: '/notifications/settings' });
    const likes = await screen.findByRole('group', { name: NOTIFICATION_KIND_LABELS.like });
    await user.click(within(likes).getByRole('radio', { name: 'すぐに' }));
    await user.click(screen.getByRole('button', { name: '設定を保存する' }));
    expect(await screen.findByText('settings に受け取れない種類が含まれています。')).toBeInTheDocument();
    expect(within(likes).getByRole('radio', { name: 'すぐに' })).toBeChecked();
    expect(screen.queryByText(SAVED_MESSAGE)).not.toBeInTheDocument();
  });
});
