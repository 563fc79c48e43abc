// The detail page of each person is the page of their role (the route table's `:kind` is a role):
// /admin/users/expert/{id}, /admin/users/paid_member/{id}, /admin/users/free_member/{id},
// /admin/users/admin/{id} (docs/product.md#admin-area).
import type { Role } from '@hiroba/api-client';
import { ROLES } from '@hiroba/contract/fields';
import { pagePath } from '@hiroba/shared-ui';

export type UserKind = Role;

/** The page's heading for each kind. */
export const KIND_TITLES: Record<UserKind, string> = {
  expert: '専門家ユーザーの詳細',
  paid_member: '有料会員の詳細',
  free_member: '無料会員の詳細',
  admin: '管理者の詳細',
};

export const kindFrom = (raw: string | undefined): UserKind | undefined => (ROLES as readonly string[]).includes(raw ?? '') ? (raw as UserKind) : undefined;

/** The detail page for this person's role. */
export const userDetailPath = (user: { id: number; role: Role }) => pagePath('admin-user-detail', { kind: user.role, id: user.id });
