import { UserSchema } from '@hiroba/contract';
import type { Capabilities, Membership, Role, User } from '@hiroba/contract/types';
import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';

/**
 * Test data passes through here: it must match the contract schema of what the server sends, so a
 * schema change that the pages were not updated for fails their tests instead of passing on stale data.
 */
export function fixture<S extends TSchema>(schema: S, value: Static<S>): Static<S> {
  if (!Value.Check(schema, value)) {
    const problems = Value.Errors(schema, value).slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message}`);
    throw new Error(`test data outside the contract: ${problems.join('; ')}`);
  }
  return value;
}

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
  return fixture(UserSchema, {
    id: 7,
    email: 'member@example.jp',
    role,
    is_permanent_paid_member: false,
    created_at: '2026-01-01T00:00:00.000Z',
    user_information: { id: 3, user_id: 7, nickname: 'ひろば太郎', profile_image: null },
    expert_info: null,
    ...capabilitiesOf(role),
    ...overrides,
  });
}
