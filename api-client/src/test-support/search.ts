// Search test data as the API sends it (docs/search.md), checked against the contract: a question and
// a column the search found, with their passages, a similar question, and a search's answer with what
// its words were searched as.
import { ColumnHitSchema, PageMetaSchema, QuestionHitSchema, SimilarQuestionSchema } from '@hiroba/contract';
import type { ColumnHit, Paged, QuestionHit, SearchInfo, SimilarQuestion } from '@hiroba/contract/types';
import { fixture } from './fixtures';
import { category } from './questions';

/** 放課後等デイサービスの送迎について (1), found by 放デイ: its title and passage marked, an expert answered. */
export function questionHit(overrides: Partial<QuestionHit> = {}): QuestionHit {
  return fixture(QuestionHitSchema, {
    id: 1,
    title: [{ mark: '放課後等デイサービス' }, 'の送迎について'],
    passage: { text: ['小学3年の息子が', { mark: '放課後等デイサービス' }, 'に通っています。送迎の時間が合わず困っています。'], cut_start: false, cut_end: true },
    qa_type: '専門家',
    answer_state: 'expert_answered',
    resolved: false,
    comment_counts: 2,
    category: category(1, '障害児の支援'),
    created_at: '2026-03-01T01:00:00.000Z',
    ...overrides,
  });
}

/** 就労移行支援を使うまでの流れ (1), found by 就労移行. */
export function columnHit(overrides: Partial<ColumnHit> = {}): ColumnHit {
  return fixture(ColumnHitSchema, {
    id: 1,
    title: [{ mark: '就労移行' }, '支援を使うまでの流れ'],
    passage: { text: ['相談から', { mark: '就労移行' }, '支援の利用開始まで、何をどの順で進めればよいかをまとめました。'], cut_start: false, cut_end: false },
    category: category(2, '就労支援'),
    published_at: '2026-03-01T00:00:00.000Z',
    ...overrides,
  });
}

/** 障害年金の更新の書類はいつ届きますか (2), answered by an expert. */
export function similarQuestion(overrides: Partial<SimilarQuestion> = {}): SimilarQuestion {
  return fixture(SimilarQuestionSchema, {
    id: 2,
    title: '障害年金の更新の書類はいつ届きますか',
    qa_type: '専門家',
    answer_state: 'expert_answered',
    resolved: false,
    comment_counts: 1,
    created_at: '2026-03-02T01:00:00.000Z',
    ...overrides,
  });
}

/** A page of a search's results with meta.search (by default: one word, searched as typed only). */
export function searchPage<T>(data: T[], search: Partial<SearchInfo> = {}, meta: { page?: number; total?: number; total_pages?: number } = {}): Paged<T> {
  const total = meta.total ?? data.length;
  return {
    data,
    meta: fixture(PageMetaSchema, {
      page: meta.page ?? 1,
      per: 10,
      total,
      total_pages: meta.total_pages ?? Math.ceil(total / 10),
      search: { order: 'relevance', words: [], related: [], ...search },
    }),
  };
}
