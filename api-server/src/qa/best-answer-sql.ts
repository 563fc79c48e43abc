// The one rule of which best answer counts (ベストアンサー, 解決済み): the chosen comment while it is
// live and public. Comments are removed softly and hidden by moderation, neither of which touches
// questions.best_comment_id (its foreign key only clears on a hard delete), so every reader asks
// here instead of trusting the column: a removed or hidden choice stops showing at once, and one
// published again comes back, with no write to keep in step.
import { publicOnly } from '../moderation/visibility';

/** True when question `alias` has a best answer that is live and public. */
export const hasLiveBestAnswer = (alias: string) =>
  `EXISTS (SELECT 1 FROM comments bc WHERE bc.id = ${alias}.best_comment_id AND bc.deleted_at IS NULL AND ${publicOnly('bc')})`;
