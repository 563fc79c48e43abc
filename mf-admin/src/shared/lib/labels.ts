import type { ExpertStatus, PublishStatus, Role } from '@hiroba/api-client';

// The words a person sees for the API's enum values, in one place so every page says the same.
export const PUBLISH_STATUS_LABEL: Record<PublishStatus, string> = {
  published: '公開',
  draft: '下書き',
};

export const ROLE_LABEL: Record<Role, string> = {
  free_member: '無料会員',
  paid_member: '有料会員',
  expert: '専門家',
  admin: '管理者',
};

export const EXPERT_STATUS_LABEL: Record<ExpertStatus, string> = {
  pending: '審査中',
  approved: '承認済み',
  rejected: '却下',
  suspended: '停止中',
};

export const PUBLISH_STATUSES = Object.keys(PUBLISH_STATUS_LABEL) as PublishStatus[];
export const ROLES = Object.keys(ROLE_LABEL) as Role[];
