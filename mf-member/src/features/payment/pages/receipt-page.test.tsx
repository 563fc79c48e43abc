import userEvent from '@testing-library/user-event';
import { useSession } from '@hiroba/api-client';
import { answer, paymentOverview } from '@hiroba/api-client/test-support';
import { NOT_FOUND_TITLE } from '@hiroba/shared-ui';
import { makeUser, renderWithProviders, screen, signIn, within } from '@hiroba/shared-ui/test';
import ReceiptPage from './receipt-page';

afterEach(() => {
  jest.restoreAllMocks();
  useSession.getState().clear();
});

const PATH = '/my-page/payment-info/receipts/:id';

function receipt(): HTMLElement {
  return screen.getByRole('article', { name: '領収書' });
}

function value(label: string): string | null | undefined {
  return within(receipt()).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;
}

describe('ReceiptPage', () => {
  it('prints the payment: amount, the consumption tax included, what for and who received it', async () => {
    signIn(makeUser('paid_member'));
    answer('get', 'users/get_payment_and_subscription', { data: paymentOverview() });
    renderWithProviders(<ReceiptPage />, { route: '/my-page/payment-info/receipts/12', path: PATH });
    await screen.findByRole('article', { name: '領収書' });
    expect(within(receipt()).getByText('はなこ 様')).toBeInTheDocument();
    expect(value('領収番号')).toBe('R-000012');
    expect(value('お支払い日')).toBe('2026年11月23日');
    expect(value('金額')).toBe('550円（税込）');
    expect(value('うち消費税（10%）')).toBe('50円');
    expect(value('但し書き')).toBe('障害福祉Q&Aひろば 有料会員の月額料金として（2026年11月23日〜2026年12月23日）');
    expect(value('お支払い方法')).toBe('クレジットカード');
    expect(within(receipt()).getByText('障害福祉Q&Aひろば運営事務局')).toBeInTheDocument();
    // Without a registration number it is a plain receipt, not a 適格簡易請求書.
    expect(within(receipt()).queryByText(/登録番号/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'お支払い情報へ戻る' })).toHaveAttribute('href', '/my-page/payment-info');
  });

  it('prints the issuer’s registration number when the server sends one', async () => {
    signIn(makeUser('paid_member'));
    answer('get', 'users/get_payment_and_subscription', {
      data: paymentOverview({ receipt_issuer: { name: '株式会社ひろば', registration_number: 'T1234567890123' } }),
    });
    renderWithProviders(<ReceiptPage />, { route: '/my-page/payment-info/receipts/12', path: PATH });
    await screen.findByRole('article', { name: '領収書' });
    expect(within(receipt()).getByText('株式会社ひろば')).toBeInTheDocument();
    expect(within(receipt()).getByText('登録番号：T1234567890123')).toBeInTheDocument();
    expect(value('うち消費税（10%）')).toBe('50円');
  });

  it('印刷する opens the browser’s print dialog', async () => {
    signIn(makeUser('paid_member'));
    answer('get', 'users/get_payment_and_subscription', { data: paymentOverview() });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderWithProviders(<ReceiptPage />, { route: '/my-page/payment-info/receipts/12', path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: '印刷する' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('is not found for a payment the member does not have', async () => {
    signIn(makeUser('paid_member'));
    answer('get', 'users/get_payment_and_subscription', { data: paymentOverview() });
    renderWithProviders(<ReceiptPage />, { route: '/my-page/payment-info/receipts/99', path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: '領収書' })).not.toBeInTheDocument();
  });

  it('is not found for a payment that failed (nothing was received)', async () => {
    const live = paymentOverview();
    signIn(makeUser('paid_member'));
    answer('get', 'users/get_payment_and_subscription', {
      data: paymentOverview({ payments: [{ ...live.payments[0], id: 13, status: 'failed', paid_at: null, failure_message: 'カードが承認されませんでした。' }] }),
    });
    renderWithProviders(<ReceiptPage />, { route: '/my-page/payment-info/receipts/13', path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeInTheDocument();
  });
});
