import type { User } from '../types';

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    email: 'member@example.jp',
    role: 'free_member',
    is_permanent_paid_member: false,
    created_at: '2026-01-01T00:00:00.000Z',
    user_information: { id: 3, user_id: 7, nickname: 'ひろば太郎', profile_image: null },
    expert_info: null,
    ...overrides,
  };
}
