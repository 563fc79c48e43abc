import type { Category, PageMeta, Paged, Role, Tag, User, UserActivity } from '@hiroba/api-client';
import { capabilitiesOf, fixture } from '@hiroba/api-client/test-support';
import { UserActivitySchema } from '@hiroba/contract';

const AT = '2026-04-01T03:00:00.000Z';

export function makeUser(role: Role, overrides: Partial<User> = {}): User {
  return {
    id: 7,
    email: `${role}@example.jp`,
    role,
    is_permanent_paid_member: false,
    created_at: AT,
    user_information: { id: 70, user_id: 7, nickname: 'ひろば花子', profile_image: null },
    expert_info: null,
    ...capabilitiesOf(role),
    posting_consent_at: null,
    suspension: null,
    ...overrides,
  };
}

export function makeTag(overrides: Partial<Tag> = {}): Tag {
  return { id: 1, title: '手話', status: 'published', created_at: AT, updated_at: AT, ...overrides };
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  return {
    id: 1,
    title: '就労支援',
    description: '働くことの相談',
    status: 'published',
    sort_order: 1,
    created_at: AT,
    updated_at: AT,
    ...overrides,
  };
}

export function paged<T>(data: T[], meta: Partial<PageMeta> = {}): Paged<T> {
  return { data, meta: { page: 1, per: 20, total: data.length, total_pages: data.length ? 1 : 0, ...meta } };
}

/** GET users/{id}/activity as the server sends it: an active member with nothing posted yet. */
export function makeActivity(overrides: Partial<UserActivity> = {}): UserActivity {
  return fixture(UserActivitySchema, {
    user_id: 7,
    counts: { questions: 0, comments: 0, likes: 0, favorites: 0 },
    recent_questions: [],
    recent_comments: [],
    audit_logs: [],
    capabilities: { can_suspend: true, can_restore: false, can_withdraw: true },
    ...overrides,
  });
}
