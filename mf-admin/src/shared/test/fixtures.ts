import type { Category, PageMeta, Paged, Role, Tag, User } from '@hiroba/api-client';
import { capabilitiesOf } from '@hiroba/api-client/test-support';

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
