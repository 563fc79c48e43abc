// The role sets more than one call is open to, with what the others are told.
import type { Access } from '../endpoint';

export const ADMIN_ONLY = { roles: ['admin'] } as const satisfies Access;
/** Asking and editing questions. */
export const QUESTION_POSTERS = { roles: ['paid_member', 'admin'] } as const satisfies Access;
/** Checkouts and subscriptions are for members; experts and admins have no paid membership. */
export const MEMBERS = { roles: ['free_member', 'paid_member'], message: '有料会員のお申し込みは、会員の方だけができます。' } as const satisfies Access;
export const PAID_MEMBERS = { roles: ['paid_member'], message: '有料会員の方だけができる操作です。' } as const satisfies Access;
