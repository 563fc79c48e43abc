import type { User } from '@hiroba/api-client';

/** Where a person stands with paid membership, in words (docs/product.md#permanent-paid-member). */
export function paidStatusText(user: Pick<User, 'role' | 'is_permanent_paid_member'>): string {
  if (user.role !== 'paid_member') return '有料会員ではありません。';
  return user.is_permanent_paid_member
    ? '永久有料会員です（更新の支払いはありません）。'
    : '有料会員です（月ごとの支払いで続いています）。';
}
