import userEvent from '@testing-library/user-event';
import { answer, answerError } from '@hiroba/api-client/test-support';
import { renderWithProviders, screen, afterCallsArrive } from '@hiroba/shared-ui/test';
import { axeViolations } from '@hiroba/shared-ui/test/axe';
import MailUnsubscribePage from './mail-unsubscribe-page';

const ROUTE = '/notifications/unsubscribe?token=7.reply.1900000000.signature';

describe('MailUnsubscribePage', () => {
  it('stops nothing until the button is pressed, then says what stopped, signed out, by keyboard', async () => {
    const unsubscribe = answer('post', 'notification_settings/unsubscribe', { data: { kinds: ['reply'], delivery: 'off' } });
    const { container } = renderWithProviders(<MailUnsubscribePage />, { route: ROUTE });
    expect(screen.getByRole('heading', { level: 1, name: 'お知らせメールの配信停止' })).toBeInTheDocument();
    expect(screen.getByText(/お知らせメールの配信を停止します/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await afterCallsArrive();
    expect(unsubscribe.calls).toHaveLength(0);

    const button = screen.getByRole('button', { name: '配信を停止する' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('配信を停止しました')).toBeInTheDocument();
    expect(unsubscribe.calls).toHaveLength(1);
    expect(unsubscribe.calls[0].query).toEqual({ token: '7.reply.1900000000.signature' });
    expect(unsubscribe.calls[0].headers.get('authorization')).toBeNull();
    expect(screen.getByRole('listitem')).toHaveTextContent('自分の回答・コメントに返信がついたとき');
    expect(screen.getByRole('link', { name: 'ほかのお知らせの設定を見る（ログインが必要です）' })).toHaveAttribute('href', '/notifications/settings');
    expect(screen.queryByRole('button', { name: '配信を停止する' })).not.toBeInTheDocument();
    // The answer took the focus from the button it replaced.
    expect(document.activeElement).toContainElement(screen.getByText('配信を停止しました'));
    expect(await axeViolations(container)).toEqual([]);
  });

  it("a refused link shows the server's message and keeps the button", async () => {
    answerError('post', 'notification_settings/unsubscribe', 400, [
      { field: 'token', message: '配信停止のリンクの有効期限が切れています。ログインして「お知らせの設定」から変更してください。' },
    ]);
    const { container } = renderWithProviders(<MailUnsubscribePage />, { route: ROUTE });
    await userEvent.click(screen.getByRole('button', { name: '配信を停止する' }));
    expect(await screen.findByText(/有効期限が切れています/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '配信を停止する' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('without a token, says where to open it from and offers no button', async () => {
    const unsubscribe = answer('post', 'notification_settings/unsubscribe', { data: { kinds: [], delivery: 'off' } });
    renderWithProviders(<MailUnsubscribePage />, { route: '/notifications/unsubscribe' });
    expect(screen.getByText(/このメールの配信を停止する」のリンクから開いてください/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await afterCallsArrive();
    expect(unsubscribe.calls).toHaveLength(0);
  });
});
