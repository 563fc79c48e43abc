// Test helpers: an expert user and signing them in the way the shell does. The data goes through
// fixture(), so data outside the contract fails the test that builds it.
import { useSession, type ExpertInfo, type User } from '@hiroba/api-client';
import { capabilitiesOf, fixture } from '@hiroba/api-client/test-support';
import { ExpertInfoSchema, UserSchema } from '@hiroba/contract';

export function makeExpertInfo(overrides: Partial<ExpertInfo> = {}): ExpertInfo {
  return fixture(ExpertInfoSchema, {
    id: 11,
    user_id: 8,
    name: '山田 さくら',
    profile_image: null,
    title: '社会福祉士',
    profile: '相談支援の仕事を15年しています。\n就労支援が得意です。',
    qualifications: '社会福祉士、精神保健福祉士',
    fields: '障害福祉サービスの使い方、相談支援',
    status: 'approved',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });
}

export function signInExpert(expertInfo: ExpertInfo | null = makeExpertInfo()): User {
  const user = fixture(UserSchema, {
    id: 8,
    email: 'sakura@example.jp',
    role: 'expert',
    is_permanent_paid_member: false,
    created_at: '2026-01-01T00:00:00.000Z',
    user_information: { id: 5, user_id: 8, nickname: 'さくら', profile_image: null },
    expert_info: expertInfo,
    ...capabilitiesOf('expert'),
    posting_consent_at: '2026-01-05T03:00:00.000Z',
    suspension: null,
  });
  useSession.getState().login('jwt-token', user);
  return user;
}
