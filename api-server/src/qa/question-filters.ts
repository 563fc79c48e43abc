// The filters of GET /api/v1/questions turned into a QuestionSource.
import { SEARCH_COUNT_CAP } from '../content/content-pages';
import { keywordConditions } from '../content/keyword-filter';
import type { QuestionType } from '@hiroba/contract';
import { typeCondition } from './qa-type';
import { RECENT_ORDER, type QuestionSource } from './question-repository';

export interface QuestionFilters {
  type?: QuestionType;
  tag?: string;
  category?: number | string;
  keyword?: string;
  expert_info_id?: number;
  user_id?: number;
}

export function questionListSource(filters: QuestionFilters): QuestionSource {
  const params: unknown[] = [];
  const where = ['q.deleted_at IS NULL'];
  if (filters.type) where.push(typeCondition(filters.type));
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
  // A search's total stops at SEARCH_COUNT_CAP (content-pages.ts). Only the type filter (a few fixed conditions, no values) keeps one plan good for every call.
  const plain = params.length === 0;
  return { from: 'questions q', where, orderBy: RECENT_ORDER, params, prepare: plain, ...(keyword && { countCap: SEARCH_COUNT_CAP }) };
}
