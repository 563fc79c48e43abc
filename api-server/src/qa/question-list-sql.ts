// Where each list of questions comes from (their rows under the alias `q`, the conditions and the
// order), as content/content-page-repository.ts reads a page of it: the lists of GET /api/v1/questions
// with their filters, the popular list, a member's own and their favorites.
import type { QuestionType, ResolvedFilter } from '@hiroba/contract';
import { SEARCH_COUNT_CAP, type ContentSource } from '../content/content-page-repository';
import { keywordConditions } from '../content/keyword-sql';
import { publicOnly } from '../moderation/visibility';
import { hasLiveBestAnswer } from './best-answer-sql';

/** Where a page of questions comes from. */
export type QuestionSource = ContentSource;

/** The order of every list of questions: newest first, ties by id (matches the indexes). */
const RECENT_ORDER = 'q.created_at DESC, q.id DESC';
const HOT_ORDER = 'q.hot_score DESC, q.id DESC';

export interface QuestionFilters {
  type?: QuestionType;
  tag?: string;
  category?: number | string;
  keyword?: string;
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

export function questionListSource(filters: QuestionFilters): QuestionSource {
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
  const keyword = filters.keyword === undefined ? null : keywordConditions(filters.keyword, params, 'q');
  if (keyword) where.push(...keyword);
  // A search's total stops at SEARCH_COUNT_CAP (content-page-repository.ts). Only the type and resolved filters (a few fixed conditions, no values) keep one plan good for every call.
  const plain = params.length === 0;
  return { from: 'questions q', where, orderBy: RECENT_ORDER, params, prepare: plain, ...(keyword && { countCap: SEARCH_COUNT_CAP }) };
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
