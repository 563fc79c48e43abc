// The site search (docs/search.md): questions and columns found by what their words mean, each with
// the passage where the words are; questions like the one being written (似ている質問) and like the
// one being read (関連する質問); and the searches that found nothing, for operators, kept without any
// trace of who searched.
import { findPersonalInfo } from '@hiroba/contract/personal-info';
import type { QuestionHit, ColumnHit, SearchOrder, SimilarQuestion } from '@hiroba/contract';
import { columnText } from '../columns/column-html';
import { findColumnHits } from '../columns/column-repository';
import { columnSearchTable } from '../columns/column-list-sql';
import type { CacheGenerations } from '../content/cache-generations';
import { createTtlCache, type PublicCache } from '../content/public-cache';
import type { Database } from '../db/database';
import { notFound } from '../lib/http-errors';
import { japanDate } from '../lib/japan-time';
import { pageMeta, paging, type PageRequest } from '../lib/paging';
import { canonicalType } from '../qa/qa-type';
import { questionSearchTable } from '../qa/question-list-sql';
import { findQuestionHits, findStoredQuestion, type QuestionHitRow } from '../qa/question-repository';
import { QUESTION_NOT_FOUND } from '../qa/question-service';
import { marked, passageOf } from './passage';
import { planSearch, searchContent, searchSql, type SearchPlan } from './search-engine';
import { likeIds } from './search-repository';
import { listMisses, recordMiss } from './search-word-repository';
import type { SearchWordService } from './search-word-service';
import type { SearchTable } from './search-sql';

/** Similar and related questions shown, at most. */
export const SIMILAR_SHOWN = 5;
/** Related questions are kept this long (any content change drops them). */
const RELATED_TTL_MS = 60_000;
/** Misses are listed for this many days and kept for this many. */
export const MISSES_LISTED_DAYS = 30;
export const MISSES_KEPT_DAYS = 90;
/** Different queries kept a day at most (a flood of nonsense cannot fill the table). */
const MISSES_PER_DAY = 2_000;
/** The least score a similar question needs: one word of weight 1 in its title. */
const SIMILAR_AT_LEAST = 3;
// Words that say little about what a question is about.
const GENERIC = new Set(['質問', '相談', '利用', '方法', '場合', '教え', '知り', '困っ', '悩み', '必要', '使い', 'こと', 'もの', 'ため']);

interface SearchDeps {
  db: Database;
  cache: PublicCache;
  generations: CacheGenerations;
  words: SearchWordService;
  /** Whether a text holds words that show a person may be in danger (moderation/). */
  crisisIn(text: string | undefined): Promise<boolean>;
}

type SearchQuery = PageRequest & { keyword: string; order?: SearchOrder };

/** Each word's forms (and the glue's), to mark in a title and a passage. */
const formsToMark = (plan: SearchPlan) => [...plan.words, ...plan.soft].map((w) => w.forms);

/** How much a word counts in likeness: a word of the vocabulary most, a long word more than a short one. */
function weightOf(word: SearchPlan['words'][number]): number {
  if (GENERIC.has(word.form)) return 0.5;
  if (word.groups.length) return 2;
  return Array.from(word.form).length >= 3 ? 1.5 : 1;
}

const similarOf = (row: QuestionHitRow): SimilarQuestion => ({
  id: row.id,
  title: row.title,
  qa_type: canonicalType(row.is_expert_question),
  answer_state: row.answer_state,
  resolved: row.resolved,
  comment_counts: row.comment_counts,
  created_at: row.created_at,
});

export type SearchService = ReturnType<typeof createSearchService>;

export function createSearchService({ db, cache, generations, words, crisisIn }: SearchDeps) {
  const related = createTtlCache<SimilarQuestion[] | null>(RELATED_TTL_MS, Date.now, () => generations.read(['content']));

  async function find(table: SearchTable, query: SearchQuery) {
    const order = query.order ?? 'relevance';
    const p = paging(query);
    const found = await searchContent(db, table, query.keyword, await words.vocabulary(), order, p, (key, load) => cache.counts.get(key, load));
    return { p, order, found };
  }

  /** Questions like the words of `text` (only public ones, never `exclude`), best first. */
  async function like(text: string, exclude: number | null): Promise<SimilarQuestion[]> {
    const plan = planSearch(text, await words.vocabulary());
    const useful = plan.words.filter((w) => Array.from(w.form).length >= 2).slice(0, 6);
    if (!useful.length) return [];
    const sql = searchSql(questionSearchTable(), { words: useful, soft: [] });
    const ids = await likeIds(db, sql, useful.map(weightOf), { limit: SIMILAR_SHOWN, exclude, atLeast: SIMILAR_AT_LEAST });
    return (await findQuestionHits(db, ids)).map(similarOf);
  }

  /** Counts a search that found nothing: its words and the day only; never one with personal details or words of danger. */
  async function missed(keyword: string) {
    const query = keyword.normalize('NFKC').replace(/\s+/gu, ' ').trim();
    if (!query || findPersonalInfo(query).length > 0 || (await crisisIn(query))) return;
    await recordMiss(db, japanDate(), query, MISSES_PER_DAY);
  }

  return {
    /** The site search's questions (/search/{keyword}); a first page that finds nothing is counted for operators. */
    async questions(query: SearchQuery) {
      const [{ p, order, found }, crisis] = await Promise.all([find(questionSearchTable(), query), crisisIn(query.keyword)]);
      const forms = found ? formsToMark(found.plan) : [];
      const rows = found ? await findQuestionHits(db, found.ids) : [];
      const data: QuestionHit[] = rows.map((row) => ({
        id: row.id,
        title: marked(row.title, forms),
        passage: passageOf(row.body, forms),
        qa_type: canonicalType(row.is_expert_question),
        answer_state: row.answer_state,
        resolved: row.resolved,
        comment_counts: row.comment_counts,
        category: row.category,
        created_at: row.created_at,
      }));
      const total = found?.total ?? 0;
      if (total === 0 && p.page === 1) await missed(query.keyword);
      return { data, meta: { ...pageMeta(p, total), search: found?.info ?? { order, words: [], related: [] }, ...(crisis && { crisis_help: true as const }) } };
    },

    /** The site search's columns: published ones, by the same engine. */
    async columns(query: SearchQuery) {
      const { p, order, found } = await find(columnSearchTable({ status: 'published' }), query);
      const forms = found ? formsToMark(found.plan) : [];
      const rows = found ? await findColumnHits(db, found.ids) : [];
      const data: ColumnHit[] = rows.map((row) => ({
        id: row.id,
        title: marked(row.title, forms),
        passage: passageOf(`${row.excerpt}\n${columnText(row.body)}`, forms),
        category: row.category,
        published_at: row.published_at,
      }));
      return { data, meta: { ...pageMeta(p, found?.total ?? 0), search: found?.info ?? { order, words: [], related: [] } } };
    },

    /** 似ている質問: questions like the title being written. */
    similarQuestions: (title: string) => like(title, null),

    /** 関連する質問 of a question's page: like its title, never itself nor one that is not public; kept a minute. A missing or removed question is a 404. */
    async related(id: number) {
      const found = await related.get(`related ${id}`, async () => {
        const question = await findStoredQuestion(db, id);
        return question ? like(question.title, id) : null;
      });
      if (!found) throw notFound(QUESTION_NOT_FOUND);
      return found;
    },

    /** The searches that found nothing in the last MISSES_LISTED_DAYS days, the most made first. */
    async misses(query: PageRequest) {
      const p = paging(query);
      const since = japanDate(new Date(Date.now() - (MISSES_LISTED_DAYS - 1) * 86_400_000));
      const { rows, total } = await listMisses(db, since, p);
      return { data: rows, meta: pageMeta(p, total) };
    },

  };
}
