// Where each list of questions comes from (their rows under the alias `q`, the conditions and the
// order), as content/content-page-repository.ts reads a page of it: the lists of GET /api/v1/questions
// with their filters, the popular list, a member's own and their favorites.
import type { QuestionType, ResolvedFilter } from '@hiroba/contract';
import type { ContentSource } from '../content/content-page-repository';
import { publicOnly } from '../moderation/visibility';
import type { SearchTable } from '../search/search-sql';
import { hasLiveBestAnswer } from './best-answer-sql';

/** Where a page of questions comes from. */
export type QuestionSource = ContentSource;

/** The order of every list of questions: newest first, ties by id (matches the indexes). */
const RECENT_ORDER = 'q.created_at DESC, q.id DESC';
const HOT_ORDER = 'q.hot_score DESC, q.id DESC';

/** The filters of a list; a keyword is searched apart (search/), within the others. */
export interface QuestionFilters {
  type?: QuestionType;
  tag?: string;
  category?: number | string;
  expert_info_id?: number;
  user_id?: number;
  resolved?: ResolvedFilter;
}

/** The SQL condition of a type filter (qa-type.ts says what each view holds). */
function typeCondition(type: QuestionType): string {
  if (type === '専門家') return 'q.is_expert_question';
  if (type === '一般') return 'NOT q.is_expert_question';
  return "q.answer_state = 'unanswered'";
}

/** The live, public questions the filters let through: conditions under `q`, their values in `params`. */
function filtered(filters: QuestionFilters): { where: string[]; params: unknown[] } {
  const params: unknown[] = [];
  const where = ['q.deleted_at IS NULL', publicOnly('q')];
  if (filters.type) where.push(typeCondition(filters.type));
  // A fixed condition with no value, like the type's: the list stays one prepared plan.
  if (filters.resolved) where.push(filters.resolved === 'resolved' ? hasLiveBestAnswer('q') : `NOT ${hasLiveBestAnswer('q')}`);
  if (filters.tag !== undefined) {
    where.push(`q.id IN (SELECT qt.question_id FROM question_tags qt JOIN tags t ON t.id = qt.tag_id
                          WHERE t.title = $${params.push(filters.tag.trim())} AND t.status = 'published')`);
  }
  if (typeof filters.category === 'number') where.push(`q.category_id = $${params.push(filters.category)}`);
  else if (filters.category !== undefined) {
    where.push(`q.category_id = (SELECT c.id FROM categories c WHERE c.title = $${params.push(filters.category.trim())})`);
  }
  if (filters.expert_info_id !== undefined) where.push(`q.expert_info_id = $${params.push(filters.expert_info_id)}`);
  // A person's questions (their public profile): a withdrawn person's are anonymised and belong to no one.
  if (filters.user_id !== undefined) {
    where.push(`q.user_id = $${params.push(filters.user_id)}`, 'q.user_id IN (SELECT u.id FROM users u WHERE u.withdrawn_at IS NULL)');
  }
  return { where, params };
}

export function questionListSource(filters: QuestionFilters): QuestionSource {
  const { where, params } = filtered(filters);
  // Only the type and resolved filters (a few fixed conditions, no values) keep one plan good for every call.
  return { from: 'questions q', where, orderBy: RECENT_ORDER, params, prepare: params.length === 0 };
}

/**
 * What a question has to offer a searcher beyond its words (docs/search.md#relevance): an expert's answer
 * most, then a chosen best answer, then any answer.
 */
const STANDING = `CASE WHEN q.answer_state = 'expert_answered' THEN 1 WHEN ${hasLiveBestAnswer('q')} THEN 0.8 WHEN q.answer_state = 'answered' THEN 0.5 ELSE 0 END`;

/** The questions a keyword is searched among (search/search-engine.ts), within the list's filters. */
export function questionSearchTable(filters: QuestionFilters = {}): SearchTable {
  return { table: 'questions q', alias: 'q', ...filtered(filters), date: 'q.created_at', standing: STANDING };
}

export const POPULAR_QUESTIONS: QuestionSource = { from: 'questions q', where: ['q.deleted_at IS NULL', publicOnly('q')], orderBy: HOT_ORDER, params: [], prepare: true };

/** A member's own questions, held and hidden ones too (marked for them). */
export const questionsOf = (userId: number): QuestionSource => ({
  from: 'questions q',
  where: ['q.deleted_at IS NULL', 'q.user_id = $1'],
  orderBy: RECENT_ORDER,
  params: [userId],
});

/** A member's favorites, the newest marked first. */
export const favoriteQuestionsOf = (userId: number): QuestionSource => ({
  from: 'question_favorites fav JOIN questions q ON q.id = fav.question_id',
  where: ['fav.user_id = $1', 'q.deleted_at IS NULL', publicOnly('q')],
  orderBy: 'fav.created_at DESC, fav.id DESC',
  params: [userId],
});
