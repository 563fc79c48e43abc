// The admin's user list reads its filters from the URL (?keyword=&role=&state=&sort=&page=), so a
// link or the back button keeps them (shared/lib/list-params.ts). Values the API would refuse are
// dropped here instead of becoming a 400.
import type { AccountState, Role, UserSort } from '@hiroba/api-client';
import { ACCOUNT_STATES, USER_SORTS } from '@hiroba/contract/fields';
import { oneOf, roleFrom } from '../../../shared/lib/list-params';

export interface UserCriteria {
  keyword: string | undefined;
  role: Role | undefined;
  state: AccountState | undefined;
  sort: UserSort | undefined;
}

export function criteriaFrom(params: URLSearchParams): UserCriteria {
  return {
    keyword: params.get('keyword')?.trim() || undefined,
    role: roleFrom(params.get('role')),
    state: oneOf(params.get('state'), ACCOUNT_STATES),
    sort: oneOf(params.get('sort'), USER_SORTS),
  };
}
