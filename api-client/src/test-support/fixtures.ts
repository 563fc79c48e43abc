import type { Capabilities, Membership, Role, User } from '@hiroba/contract/types';

/** What the server sends for each role (api-server/src/policy decides it; this is test data). */
export function capabilitiesOf(role: Role): { membership: Membership; capabilities: Capabilities } {
  return {
    membership: role === 'free_member' ? { status: 'free' } : role === 'paid_member' ? { status: 'paid' } : null,
    capabilities: {
      can_post_questions: role === 'paid_member' || role === 'admin',
      can_comment: true,
      can_answer_as_expert: role === 'expert',
      can_withdraw: role !== 'admin',
    },
  };
}

export function aUser(overrides: Partial<User> = {}): User {
  const role = overrides.role ?? 'free_member';
  return {
    id: 7,
    email: 'member@example.jp',
    role,
    is_permanent_paid_member: false,
    created_at: '2026-01-01T00:00:00.000Z',
    user_information: { id: 3, user_id: 7, nickname: 'ひろば太郎', profile_image: null },
    expert_info: null,
    ...capabilitiesOf(role),
    ...overrides,
  };
}
