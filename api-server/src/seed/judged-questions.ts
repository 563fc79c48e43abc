// Fills a database with the questions of the search's judged set (bench/search/judged-set.json) as the
// site would hold them: written by a member through the questions' own repository (so their search
// columns are the app's), asked `age_days` ago, and answered as judged (an expert's answer, a member's,
// a chosen best answer, or none), since a search ranks those before unanswered ones. For the judged-set
// test and benchmark only (docs/search.md#measured); never run at start.
import type { Database } from '../db/database';
import { insertQuestion } from '../qa/question-repository';

export interface JudgedQuestion {
  key: string;
  title: string;
  body: string;
  state: 'expert' | 'resolved' | 'answered' | 'unanswered';
  age_days: number;
}

const ANSWER = 'お住まいの市区町村の障害福祉の窓口で、使える制度を一緒に確かめてもらえます。';
const DAY_MS = 86_400_000;

/** Adds the questions; answers each key's question id. Needs a paid member (or admin), an approved expert and a published category. */
export async function insertJudgedQuestions(db: Database, questions: readonly JudgedQuestion[], now = new Date()): Promise<Map<string, number>> {
  const one = async (sql: string) => (await db.one<{ id: number; user_id?: number }>(sql)) ?? null;
  const author = await one("SELECT id FROM users WHERE role IN ('paid_member', 'admin') AND withdrawn_at IS NULL ORDER BY id LIMIT 1");
  const member = await one("SELECT id FROM users WHERE role = 'free_member' AND withdrawn_at IS NULL ORDER BY id LIMIT 1");
  const expert = await one("SELECT id, user_id FROM expert_infos WHERE status = 'approved' AND user_id IS NOT NULL ORDER BY id LIMIT 1");
  const category = await one("SELECT id FROM categories WHERE status = 'published' ORDER BY id LIMIT 1");
  if (!author || !member || !expert || !category) throw new Error('insertJudgedQuestions needs a paid member, a free member, an approved expert and a published category');
  const ids = new Map<string, number>();
  for (const q of questions) {
    await db.transaction(async (tx) => {
      const asked = new Date(now.getTime() - q.age_days * DAY_MS);
      const id = await insertQuestion(tx, author.id, { title: q.title, body: q.body, category_id: category.id }, asked);
      ids.set(q.key, id);
      if (q.state === 'unanswered') return;
      const byExpert = q.state === 'expert';
      const answered = new Date(asked.getTime() + 3_600_000).toISOString();
      const comment = await tx.one<{ id: number }>(
        `INSERT INTO comments (question_id, user_id, body, is_expert_answer, expert_info_id, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
        [id, byExpert ? expert.user_id : member.id, ANSWER, byExpert, byExpert ? expert.id : null, answered],
      );
      await tx.query(
        `UPDATE questions SET comment_counts = 1, answer_state = $2,
                best_comment_id = CASE WHEN $3 THEN $4::int END, best_chosen_at = CASE WHEN $3 THEN $5::timestamptz END
          WHERE id = $1`,
        [id, byExpert ? 'expert_answered' : 'answered', q.state === 'resolved', comment!.id, answered],
      );
    });
  }
  return ids;
}
