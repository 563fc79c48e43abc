// The SQL of 退会 (withdrawal), in the caller's transaction: the account stays as an anonymous row so
// questions and answers keep their place, but everything personal goes: e-mail, password, profile,
// picture, favorites, likes, follows, codes, the consent date, contact messages, the card kept for subscribing
// again and the local test provider's copy of the e-mail. Every token stops working (token_version). Subscriptions are
// cancelled before this (services.ts); payments stay as accounting records of an anonymous account.
// The pictures' files go after the transaction (user-service.ts).
// api-server/test/withdrawal-leftovers.test.ts scans every table for what is left.
import { uncountReactionsOf } from '../content/reaction-repository';
import type { Queryable } from '../db/database';

/** The pictures of the person (profile, expert page), removed from disk once the transaction is done. */
export interface WithdrawnFiles {
  profileImage: string | null;
  expertImage: string | null;
}

export async function withdrawUser(tx: Queryable, userId: number): Promise<WithdrawnFiles> {
  const info = await tx.one<{ profile_image: string | null }>('SELECT profile_image FROM user_informations WHERE user_id = $1', [userId]);
  const expert = await tx.one<{ profile_image: string | null }>('SELECT profile_image FROM expert_infos WHERE user_id = $1', [userId]);
  const account = await tx.one<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
  await tx.query(
    `UPDATE users SET email = 'withdrawn-' || id || '@withdrawn.invalid', password_hash = '!',
       token_version = token_version + 1, withdrawn_at = now(), updated_at = now(),
       is_permanent_paid_member = false, paid_until = NULL, posting_consent_at = NULL,
       -- A suspension's reason is about the person; the audit record keeps what was done.
       suspended_at = NULL, suspended_reason = NULL, notifications_seen_at = NULL
     WHERE id = $1`,
    [userId],
  );
  await tx.query('DELETE FROM user_informations WHERE user_id = $1', [userId]);
  // An expert's public page goes too; answers stay, shown without a name. The reasons admins wrote
  // about the person go with it; the history keeps only the dates and statuses.
  await tx.query('UPDATE expert_status_changes SET reason = NULL WHERE expert_info_id IN (SELECT id FROM expert_infos WHERE user_id = $1)', [userId]);
  await tx.query(
    `UPDATE expert_infos SET user_id = NULL, status = $2, name = $3, profile_image = NULL, title = NULL, profile = NULL,
       qualifications = NULL, fields = NULL, qualification_check = NULL, updated_at = now() WHERE user_id = $1`,
    [userId, 'suspended', '退会した専門家'],
  );
  // Likes and favorites vanish with their counts.
  await uncountReactionsOf(tx, userId);
  const personal = ['user_like_questions', 'question_favorites', 'user_like_comments', 'column_favorites', 'password_reset_codes', 'email_change_codes', 'billing_customers',
    // What they heard of, how they wanted it mailed, and their digests' record (docs/notifications.md).
    'notifications', 'notification_settings', 'notification_digests', 'follows'];
  for (const table of personal) {
    await tx.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
  }
  // Their posts stay but no longer point at them.
  for (const table of ['questions', 'comments', 'replies']) {
    await tx.query(`UPDATE ${table} SET user_id = NULL WHERE user_id = $1`, [userId]);
  }
  // Their likes leave the counts of others' grouped like notices.
  await tx.query('UPDATE notifications SET actor_ids = array_remove(actor_ids, $1) WHERE $1 = ANY (actor_ids)', [userId]);
  // Their reports still count in the queue, by no one (docs/moderation.md#reports).
  await tx.query('UPDATE reports SET reporter_id = NULL WHERE reporter_id = $1', [userId]);
  // Contact messages carry the name and address typed in them; those sent signed out are known by the address.
  await tx.query('DELETE FROM contacts WHERE user_id = $1 OR lower(email) = lower($2)', [userId, account?.email ?? '']);
  // The local test provider keeps its customers and checkouts in this database (Stripe keeps its own).
  await tx.query(
    `UPDATE local_payment_objects SET data = jsonb_set(data, '{email}', '""'::jsonb), updated_at = now()
      WHERE kind IN ('customer', 'checkout') AND data ? 'email' AND (data->>'userId')::int = $1`,
    [userId],
  );
  return { profileImage: info?.profile_image ?? null, expertImage: expert?.profile_image ?? null };
}
