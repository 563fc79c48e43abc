import { CategorySchema, ColumnFavoriteStateSchema, ColumnSchema, ColumnSummarySchema, ExpertInfoSchema, TagSchema, UserSchema } from '@hiroba/contract';
import type { Capabilities, Column, ColumnFavoriteState, ColumnSummary, Membership, Role, User } from '@hiroba/contract/types';
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
    ...overrides,
  });
}

/** The answer of a column favorite (POST) or unfavorite (DELETE). */
export function columnFavoriteState(overrides: Partial<ColumnFavoriteState> = {}): ColumnFavoriteState {
  return fixture(ColumnFavoriteStateSchema, { id: 9, column_id: 1, favorite_counts: 5, favorited: true, ...overrides });
}
