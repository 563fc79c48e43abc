// The filters of GET /api/v1/questions turned into a QuestionSource.
import { keywordConditions } from '../search/keyword-filter';
import { typeCondition, type QuestionType } from './qa-type';
import { RECENT_ORDER, type QuestionSource } from './question-repository';

export interface QuestionFilters {
  type?: QuestionType;
  tag?: string;
  category?: number | string;
  keyword?: string;
  expert_info_id?: number;
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
  if (filters.keyword !== undefined) where.push(...(keywordConditions(filters.keyword, params) ?? []));
  return { from: 'questions q', where, orderBy: RECENT_ORDER, params };
}

/** A stable cache key for the count of a source. */
export const sourceKey = (source: QuestionSource) => JSON.stringify([source.from, source.where, source.params]);
