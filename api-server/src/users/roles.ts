export const ROLES = ['free_member', 'paid_member', 'expert', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  free_member: '無料会員',
  paid_member: '有料会員',
  expert: '専門家',
  admin: '管理者',
};
