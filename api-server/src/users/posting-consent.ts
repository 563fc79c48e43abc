// The consent to post (docs/product.md#consent-before-the-first-post): questions, comments and
// replies are public, disability and health details included (要配慮個人情報, APPI Art. 20(2)), so the
// person agrees before their first one. The Q&A services ask here before writing a post.
import type { Queryable } from '../db/database';
import { unprocessable } from '../lib/http-errors';
import { needsPostingConsent, type Actor } from '../policy/rules';
import { postingConsentOf } from './user-repository';

export const POSTING_CONSENT_REQUIRED =
  '投稿についての同意がまだありません。質問やコメントは公開されます。投稿の前に、説明を読んで同意してください。';

/** Refuses (422, field posting_consent) a post by someone who has not agreed yet. */
export async function requirePostingConsent(db: Queryable, actor: Actor): Promise<void> {
  if (!needsPostingConsent({ role: actor.role, posting_consent_at: null })) return;
  const row = await postingConsentOf(db, actor.id);
  if (!row || needsPostingConsent({ role: actor.role, posting_consent_at: row.posting_consent_at })) {
    throw unprocessable('posting_consent', POSTING_CONSENT_REQUIRED);
  }
}
