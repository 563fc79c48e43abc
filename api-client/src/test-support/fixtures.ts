import { SupporterSchema } from '@hiroba/contract';
import { CategorySchema, ColumnFavoriteStateSchema, ColumnSchema, ColumnSummarySchema, ExpertInfoSchema, PaymentOverviewSchema, TagSchema, UserSchema } from '@hiroba/contract';
import type { Supporter } from '@hiroba/contract/types';
import type { Capabilities, Column, ColumnFavoriteState, ColumnSummary, Membership, PaymentOverview, Role, User } from '@hiroba/contract/types';
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
    membership:
      role === 'free_member'
        ? { status: 'free', paid_until: null, cancel_at_period_end: false, payment_failed: false }
        : role === 'paid_member'
          ? { status: 'paid', paid_until: '2026-12-23T03:00:00.000Z', cancel_at_period_end: false, payment_failed: false }
          : null,
    capabilities: {
      can_post_questions: role === 'paid_member' || role === 'admin',
      can_comment: true,
      can_answer_as_expert: role === 'expert',
      can_withdraw: role !== 'admin',
      // A member who agreed to post already; a test of the consent sets it true.
      needs_posting_consent: false,
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
    posting_consent_at: role === 'admin' ? null : '2026-01-05T03:00:00.000Z',
    suspension: null,
    ...overrides,
  });
}

// ---- columns ----

const COLUMN_STAMP = { created_at: '2026-02-20T00:00:00.000Z', updated_at: '2026-02-20T00:00:00.000Z' };

/**
 * A published column as a list sends it: category 就労支援, two tags, an eye-catch with its alt
 * text and a supervising expert (山田 花子, expert_info 5). Signed-in callers also get `favorited`.
 */
export function columnSummary(overrides: Partial<ColumnSummary> = {}): ColumnSummary {
  return fixture(ColumnSummarySchema, {
    id: 1,
    title: '就労移行支援を使うまでの流れ',
    excerpt: '相談から利用開始まで、何をどの順で進めればよいかをまとめました。',
    thumbnail: '/uploads/columns/shuro-ikou.webp',
    thumbnail_alt: '面談室で支援員と話す利用者',
    category: fixture(CategorySchema, { id: 2, title: '就労支援', description: '働くことの支援についてのコラムです。', status: 'published', sort_order: 1, ...COLUMN_STAMP }),
    tags: [
      fixture(TagSchema, { id: 4, title: '就労移行支援', status: 'published', ...COLUMN_STAMP }),
      fixture(TagSchema, { id: 5, title: '障害者手帳', status: 'published', ...COLUMN_STAMP }),
    ],
    supervisor: fixture(ExpertInfoSchema, {
      id: 5,
      user_id: 30,
      name: '山田 花子',
      profile_image: null,
      title: '社会福祉士',
      profile: '相談支援の仕事をしています。',
      qualifications: '社会福祉士、精神保健福祉士',
      fields: '障害福祉サービスの使い方、相談支援',
      status: 'approved',
      ...COLUMN_STAMP,
    }),
    status: 'published',
    published_at: '2026-03-01T00:00:00.000Z',
    favorite_counts: 4,
    view_counts: 120,
    can_edit: false,
    can_delete: false,
    created_at: '2026-02-28T00:00:00.000Z',
    updated_at: '2026-03-01T00:00:00.000Z',
    ...overrides,
  });
}

/** GET /columns/{id}: the summary with its body (clean HTML, headings with the server's ids) and contents. */
export function column(overrides: Partial<Column> = {}): Column {
  return fixture(ColumnSchema, {
    ...columnSummary(),
    body: [
      '<h2 id="section-1">相談する</h2>',
      '<p>まずは市区町村の障害福祉課か、相談支援事業所に相談します。</p>',
      '<h2 id="section-2">事業所を見学する</h2>',
      '<p>いくつかの事業所を見学して、雰囲気や訓練の内容を比べましょう。</p>',
      '<h3 id="section-3">見学で聞くこと</h3>',
      '<ul><li>1日の流れ</li><li>就職した人の数</li></ul>',
    ].join(''),
    toc: [
      { id: 'section-1', level: 2, text: '相談する' },
      { id: 'section-2', level: 2, text: '事業所を見学する' },
      { id: 'section-3', level: 3, text: '見学で聞くこと' },
    ],
    easy_summary: null,
    ...overrides,
  });
}

/** The answer of a column favorite (POST) or unfavorite (DELETE). */
export function columnFavoriteState(overrides: Partial<ColumnFavoriteState> = {}): ColumnFavoriteState {
  return fixture(ColumnFavoriteStateSchema, { id: 9, column_id: 1, favorite_counts: 5, favorited: true, ...overrides });
}

/** A paid member's payment overview: a live monthly subscription, one paid month, one change. */
export function paymentOverview(overrides: Partial<PaymentOverview> = {}): PaymentOverview {
  return fixture(PaymentOverviewSchema, {
    user_id: 7,
    membership: { status: 'paid' },
    permanent: null,
    subscription: {
      status: 'active',
      price_jpy: 550,
      current_period_end: '2026-12-23T03:00:00.000Z',
      next_charge_at: '2026-12-23T03:00:00.000Z',
      next_charge_jpy: 550,
      cancel_at_period_end: false,
      canceled_at: null,
      card: { brand: 'visa', last4: '4242' },
      payment_failed: false,
    },
    card_on_file: { brand: 'visa', last4: '4242' },
    payments: [
      {
        id: 12,
        amount_jpy: 550,
        status: 'paid',
        paid_at: '2026-11-23T03:00:00.000Z',
        created_at: '2026-11-23T03:00:00.000Z',
        period_start: '2026-11-23T03:00:00.000Z',
        period_end: '2026-12-23T03:00:00.000Z',
        failure_message: null,
        tax_rate_percent: 10,
        tax_jpy: 50,
        receipt_number: 'R-000012',
      },
    ],
    changes: [{ id: 1, from_status: 'free', to_status: 'paid', reason: 'checkout', provider_event_id: null, actor: null, created_at: '2026-11-23T03:00:00.000Z' }],
    receipt_issuer: { name: '障害福祉Q&Aひろば運営事務局', registration_number: null },
    capabilities: { can_subscribe: false, can_resubscribe_with_card: false, can_cancel: true, can_resume: false, can_update_card: true, can_make_permanent: false },
    ...overrides,
  });
}

/** A crowdfunding supporter as the list sends them: shown, first in the list, with a message. */
export function supporter(overrides: Partial<Supporter> = {}): Supporter {
  return fixture(SupporterSchema, {
    id: 1,
    name: '見本 花子',
    course: 'スペシャルサポーターコース',
    message: 'だれもが安心して相談できる場所が、ずっと続きますように。',
    sort_order: 1,
    published: true,
    created_at: '2026-03-01T00:00:00.000Z',
    updated_at: '2026-03-01T00:00:00.000Z',
    ...overrides,
  });
}
