// How a member's kind of membership reads in Japanese (role labels: the contract's ROLE_LABELS).
import type { Role, User } from '@hiroba/api-client';
import { ROLE_LABELS } from '@hiroba/contract/fields';

/** The membership as the payment pages show it: 無料会員, 有料会員 or 永久有料会員 (experts and admins as their role). */
export function membershipLabel(user: Pick<User, 'role' | 'is_permanent_paid_member'>): string {
  if (user.role === 'paid_member' && user.is_permanent_paid_member) return '永久有料会員';
  return ROLE_LABELS[user.role];
}

/** Only a free member is invited to become paid; experts and admins do not need the plan. */
export function isFreeMember(role: Role): boolean {
  return role === 'free_member';
}
