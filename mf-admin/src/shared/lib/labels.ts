import type { PublishStatus } from '@hiroba/api-client';

// The words a person sees for the API's enum values, in one place so every page says the same
// (role names, expert statuses and the enumerations themselves: the contract's ROLE_LABELS,
// EXPERT_STATUS_LABELS, ROLES, PUBLISH_STATUSES).
export const PUBLISH_STATUS_LABEL: Record<PublishStatus, string> = {
  published: '公開',
  draft: '下書き',
};
