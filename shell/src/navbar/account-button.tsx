// The account button (docs/product.md#account-button): its label and target follow the role.
import { ButtonLink, pagePath } from '@hiroba/shared-ui';
import { selectRole, useSession, type Role } from '@hiroba/api-client';

const BY_ROLE: Record<Role | 'visitor', { label: string; to: string }> = {
  visitor: { label: '新規会員登録', to: pagePath('sign-up-intro') },
  free_member: { label: '有料会員登録', to: pagePath('sign-up-intro') },
  paid_member: { label: 'マイページ', to: pagePath('my-page') },
  expert: { label: '専門家ページ', to: pagePath('expert-home') },
  admin: { label: '管理者ページ', to: pagePath('admin-dashboard') },
};

export function accountTarget(role: Role | undefined): { label: string; to: string } {
  return BY_ROLE[role ?? 'visitor'];
}

export function AccountButton() {
  const role = useSession(selectRole);
  const { label, to } = accountTarget(role);
  return (
    <ButtonLink to={to} variant="filled">
      {label}
    </ButtonLink>
  );
}
