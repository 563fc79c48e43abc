// Japanese demo content for trying the site (never when NODE_ENV=production). Safe to run on every
// start: existing rows are left as they are. Questions and columns come with their features.
import type { Role } from '@hiroba/contract';
import type { Database, Queryable } from '../db/database';
import type { PasswordHasher } from '../lib/password';

export const DEMO_CATEGORIES: Array<[title: string, description: string]> = [
  ['障害福祉サービス', '居宅介護・生活介護・短期入所など、障害福祉サービスの使い方'],
  ['就労支援', '就労移行支援・就労継続支援（A型・B型）・障害者雇用のこと'],
  ['障害年金', '障害年金の受給要件・申請・更新のこと'],
  ['医療・リハビリ', '自立支援医療・リハビリテーション・通院のこと'],
  ['暮らし・住まい', 'グループホーム・一人暮らし・住まいの工夫'],
  ['子ども・発達', '発達の心配・療育・放課後等デイサービス・学校のこと'],
  ['制度・手続き', '障害者手帳・受給者証・各種の申請手続き'],
];

export const DEMO_TAGS_PUBLISHED = ['福祉', '手話', '年金', '車いす', '発達障害', '精神障害', '就労', '介護', 'グループホーム', '放課後等デイサービス', '視覚障害', '聴覚障害', '相談支援'];
export const DEMO_TAGS_DRAFT = ['移動支援', '補装具', '意思疎通支援'];

export const DEMO_ACCOUNTS = [
  { email: 'demo-free@example.jp', role: 'free_member', nickname: 'ひまわり' },
  { email: 'demo-paid@example.jp', role: 'paid_member', nickname: 'さくら' },
  { email: 'demo-expert@example.jp', role: 'expert', nickname: '山田 花子' },
] as const;

export interface DemoExpert {
  name: string;
  title: string;
  profile: string;
  qualifications: string;
}

const DEMO_EXPERT: DemoExpert = {
  name: '山田 花子',
  title: '社会福祉士',
  profile:
    '地域の相談支援事業所で15年間、障害のある方とご家族の相談に携わってきました。障害福祉サービスの利用手続き、就労支援、障害年金の申請など、制度のことをわかりやすくお伝えします。気軽にご質問ください。',
  qualifications: '社会福祉士、精神保健福祉士、相談支援専門員',
};

/**
 * A demo account unless its e-mail is taken: the person, who has agreed to post already
 * (docs/product.md#consent-before-the-first-post), their nickname and, for an expert, an approved
 * record; `more` writes what else comes with the account, in the same transaction.
 */
export async function ensureDemoAccount(
  db: Database,
  account: { email: string; role: Role; nickname: string },
  passwordHash: () => Promise<string>,
  expert: DemoExpert | null,
  more?: (tx: Queryable, userId: number) => Promise<void>,
): Promise<void> {
  if (await db.one('SELECT 1 FROM users WHERE lower(email) = lower($1)', [account.email])) return;
  const hash = await passwordHash();
  await db.transaction(async (tx) => {
    const user = await tx.one<{ id: number }>('INSERT INTO users (email, password_hash, role, posting_consent_at) VALUES ($1, $2, $3, now()) RETURNING id', [
      account.email,
      hash,
      account.role,
    ]);
    await tx.query('INSERT INTO user_informations (user_id, nickname) VALUES ($1, $2)', [user!.id, account.nickname]);
    if (expert) {
      await tx.query(
        `INSERT INTO expert_infos (user_id, name, title, profile, qualifications, status, reviewed_at)
         VALUES ($1, $2, $3, $4, $5, 'approved', now())`,
        [user!.id, expert.name, expert.title, expert.profile, expert.qualifications],
      );
    }
    await more?.(tx, user!.id);
  });
}

export async function seedDemo(db: Database, passwords: PasswordHasher, demoPassword: string): Promise<void> {
  for (const [i, [title, description]] of DEMO_CATEGORIES.entries()) {
    await db.query(
      "INSERT INTO categories (title, description, status, sort_order) VALUES ($1, $2, 'published', $3) ON CONFLICT (title) DO NOTHING",
      [title, description, (i + 1) * 10],
    );
  }
  for (const [status, titles] of [['published', DEMO_TAGS_PUBLISHED], ['draft', DEMO_TAGS_DRAFT]] as const) {
    for (const title of titles) {
      await db.query('INSERT INTO tags (title, status) VALUES ($1, $2) ON CONFLICT (title) DO NOTHING', [title, status]);
    }
  }
  for (const account of DEMO_ACCOUNTS) {
    await ensureDemoAccount(db, account, () => passwords.hash(demoPassword), account.role === 'expert' ? DEMO_EXPERT : null);
  }
}
