// Expert records and their history as the server sends them to an admin. The data goes through
// fixture(), so data outside the contract fails the test that builds it.
import type { ExpertInfo, ExpertStatusChange } from '@hiroba/api-client';
import { fixture } from '@hiroba/api-client/test-support';
import { ExpertInfoSchema, ExpertStatusChangeSchema } from '@hiroba/contract';

const AT = '2026-04-01T03:00:00.000Z';

/** A pending application as an admin reads it: the private check, no decision yet, what may be decided. */
export function makeExpertInfo(overrides: Partial<ExpertInfo> = {}): ExpertInfo {
  return fixture(ExpertInfoSchema, {
    id: 3,
    user_id: 12,
    name: '佐藤 一郎',
    profile_image: null,
    title: '精神保健福祉士',
    profile: '病院の相談室で10年働いています。\n就労の相談が得意です。',
    qualifications: '精神保健福祉士、社会福祉士',
    fields: '精神障害のある方の就労、障害年金',
    status: 'pending',
    created_at: AT,
    updated_at: AT,
    qualification_check: '登録番号 第12345号。資格証の写しをメールで送れます。',
    review: null,
    next_statuses: ['approved', 'rejected'],
    ...overrides,
  });
}

export function makeStatusChange(overrides: Partial<ExpertStatusChange> = {}): ExpertStatusChange {
  return fixture(ExpertStatusChangeSchema, {
    id: 1,
    from_status: null,
    to_status: 'pending',
    reason: null,
    changed_by: null,
    created_at: AT,
    ...overrides,
  });
}
