import type { ExpertStatus, PublishStatus } from '@hiroba/api-client';

// The words a person sees for the API's enum values, in one place so every page says the same
// (role names and the enumerations themselves: the contract's ROLE_LABELS, ROLES, PUBLISH_STATUSES).
export const PUBLISH_STATUS_LABEL: Record<PublishStatus, string> = {
  published: '公開',
  draft: '下書き',
};

export const EXPERT_STATUS_LABEL: Record<ExpertStatus, string> = {
  pending: '審査中',
  approved: '承認済み',
  rejected: '却下',
  suspended: '停止中',
};
