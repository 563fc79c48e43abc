// 退会 leaves nothing personal: a member who used everything (a profile with disability and health
// details and a picture, a paid subscription, posts, likes, favorites, a contact message, an e-mail
// change waiting for its code) withdraws, and then every text and JSON column of every table, in every
// schema (the job queue's too), is searched for their addresses, nickname and sensitive details.
// Their posts stay, with no author.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { waitForMail } from './helpers/outbox';
import { deliverEvents } from './helpers/payments';
import { RICH, richMember } from './helpers/rich-member';
import { call, useTestApp } from './helpers/test-app';

const t = useTestApp();

interface TextColumn {
  schema: string;
  table: string;
  column: string;
}

/** Every column of every table that can hold text: text, varchar, char, json, jsonb and their arrays. */
async function textColumns(): Promise<TextColumn[]> {
  return t.db.query<TextColumn>(
    `SELECT c.table_schema AS schema, c.table_name AS "table", c.column_name AS column
       FROM information_schema.columns c
       JOIN pg_tables p ON p.schemaname = c.table_schema AND p.tablename = c.table_name
      WHERE c.table_schema NOT IN ('pg_catalog', 'information_schema')
        AND (c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')
             OR (c.data_type = 'ARRAY' AND c.udt_name IN ('_text', '_varchar', '_bpchar', '_json', '_jsonb')))
      ORDER BY 1, 2, 3`,
  );
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Where `needle` (any case) still appears: "schema.table.column" for each column that holds it. */
async function whereFound(columns: TextColumn[], needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const { schema, table, column } of columns) {
    const row = await t.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${quote(schema)}.${quote(table)} WHERE strpos(lower(${quote(column)}::text), lower($1)) > 0`,
      [needle],
    );
    if (row!.n > 0) found.push(`${schema}.${table}.${column}`);
  }
  return found;
}

test('after withdrawal no table holds the e-mail, nickname or sensitive details; the posts stay anonymised', async () => {
  const m = await richMember(t);
  const needles = [RICH.email, RICH.pendingEmail, RICH.nickname, RICH.disability, RICH.supportNeeds];
  const columns = await textColumns();
  // The scan reaches every schema, the job queue's included, and finds each needle before withdrawal.
  expect(new Set(columns.map((c) => c.schema))).toEqual(new Set(['public', 'pgboss']));
  for (const needle of needles) expect([needle, (await whereFound(columns, needle)).length > 0]).toEqual([needle, true]);

  expect((await call(t.app, 'DELETE', `/api/v1/users/${m.id}`, { token: m.token })).statusCode).toBe(204);
  // What withdrawal set going (the cancelled subscription's events, the mails) has finished.
  await deliverEvents(t.app);
  await waitForMail(t.app);

  for (const needle of needles) expect([needle, await whereFound(columns, needle)]).toEqual([needle, []]);
  expect(existsSync(path.join(t.dataDir, 'uploads', m.picture.replace('/uploads/', '')))).toBe(false);

  // The posts keep their place and text, without an author.
  expect(await t.db.one('SELECT user_id, title, body FROM questions WHERE id = $1', [m.questionId])).toEqual({ user_id: null, ...RICH.question });
  expect(await t.db.one('SELECT user_id, body FROM comments WHERE id = $1', [m.commentId])).toEqual({ user_id: null, body: RICH.comment });
  expect(await t.db.one('SELECT user_id, body FROM replies WHERE id = $1', [m.replyId])).toEqual({ user_id: null, body: RICH.reply });
  const page = (await call(t.app, 'GET', `/api/v1/questions/${m.questionId}`)).json().data;
  expect([page.title, page.user]).toEqual([RICH.question.title, null]);
  // The paid subscription ended; the payment stays as an accounting record of an anonymous account.
  expect(await t.db.query("SELECT status FROM subscriptions WHERE user_id = $1 AND status <> 'canceled'", [m.id])).toEqual([]);
  expect(await t.db.query('SELECT amount_jpy FROM payments WHERE user_id = $1', [m.id])).toEqual([{ amount_jpy: 550 }]);
  // Nothing of the person is kept beside their anonymous row.
  for (const table of ['user_informations', 'user_like_questions', 'user_like_comments', 'question_favorites', 'column_favorites', 'email_change_codes', 'billing_customers', 'contacts']) {
    expect([table, await t.db.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [m.id])]).toEqual([table, []]);
  }
  expect(await t.db.one('SELECT posting_consent_at, withdrawn_at IS NOT NULL AS withdrawn FROM users WHERE id = $1', [m.id])).toEqual({ posting_consent_at: null, withdrawn: true });
});
