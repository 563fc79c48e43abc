// One search over one kind of content (docs/search.md): the query's words widened through the
// vocabulary (and a word no text holds taken for the vocabulary's word one slip away), matched, and
// a page of ids read in the order asked for, with the total. The questions' and columns' lists and the
// site search all go through here, so a word finds the same everywhere.
import type { SearchInfo, SearchOrder } from '@hiroba/contract';
import type { Database } from '../db/database';
import { badRequest } from '../lib/http-errors';
import type { Paging } from '../lib/paging';
import { MAX_QUERY_WORDS, parseQuery, type QueryWord } from './query';
import { normalizeForSearch } from './search-text';
import { anyMatch, countMatches, rankedPage, recentPage } from './search-repository';
import { SearchSql, type MatchWord, type SearchTable } from './search-sql';
import { MIN_SLIP_LENGTH, type Vocabulary, type VocabularyGroup } from './vocabulary/vocabulary';

/** A search's total stops here: nobody pages past the 50th page, and counting every row with a common word reads most of the table. */
export const SEARCH_COUNT_CAP = 1000;

/** A word of the query as it is searched. */
export interface PlannedWord extends QueryWord {
  /** Every form that matches it: the word, and its groups' words and readings. */
  forms: string[];
  /** The vocabulary's word it was taken for, when the word as written is in no text (a slip). */
  slipOf?: string;
}

export interface SearchPlan {
  words: PlannedWord[];
  soft: PlannedWord[];
}

const formsOf = (vocabulary: Vocabulary, form: string, groups: readonly VocabularyGroup[]) => [...new Set([form, ...groups.flatMap((g) => vocabulary.formsOf(g))])];

/** The query's words with what each matches. */
export function planSearch(raw: string, vocabulary: Vocabulary): SearchPlan {
  const parsed = parseQuery(raw, vocabulary);
  const plan = (word: QueryWord): PlannedWord => ({ ...word, forms: formsOf(vocabulary, word.form, word.groups) });
  return { words: parsed.words.map(plan), soft: parsed.soft.map(plan) };
}

const matchWord = (word: PlannedWord): MatchWord => ({ forms: word.forms, typed: [word.form] });

export function searchSql(table: SearchTable, plan: SearchPlan): SearchSql {
  return new SearchSql(table, plan.words.map(matchWord), plan.soft.map(matchWord));
}

/**
 * A word of five letters or more that no text holds, and that is not the vocabulary's own, is taken for
 * the vocabulary's words one slip away (ショートスティ for ショートステイ, 放課後デイサービス for
 * 放課後等デイサービス): the plan with those words widened so.
 */
export async function withSlips(db: Database, table: SearchTable, plan: SearchPlan, vocabulary: Vocabulary): Promise<SearchPlan> {
  const words = await Promise.all(
    plan.words.map(async (word) => {
      if (word.groups.length || Array.from(word.form).length < MIN_SLIP_LENGTH) return word;
      const slips = vocabulary.slipsOf(word.form);
      if (!slips.length || (await anyMatch(db, new SearchSql(table, [matchWord(word)])))) return word;
      const groups = [...new Set(slips.flatMap((s) => s.groups))];
      return { ...word, groups, forms: formsOf(vocabulary, word.form, groups).concat(slips.map((s) => s.form)), slipOf: slips[0].groups[0]?.words[0]?.text ?? slips[0].form };
    }),
  );
  return { ...plan, words };
}

export interface MatchedIds {
  ids: number[];
  total: number;
}

/** A page of the matching ids in the order asked for, and how many match (at most SEARCH_COUNT_CAP); `count` may cache the count. */
export async function findMatches(
  db: Database,
  sql: SearchSql,
  order: SearchOrder,
  p: Paging,
  count: (key: string, load: () => Promise<number>) => Promise<number> = (_key, load) => load(),
): Promise<MatchedIds> {
  const page = order === 'new' ? await recentPage(db, sql, p) : await rankedPage(db, sql, p);
  const total = page.total ?? (await count(JSON.stringify([sql.t.table, sql.where(), sql.params]), () => countMatches(db, sql, SEARCH_COUNT_CAP)));
  return { ids: page.ids, total };
}

/** How many other names of a word the results page says it was searched as. */
const ALSO_SHOWN = 3;
/** Words offered when nothing was found, at most. */
const RELATED_SHOWN = 6;

/** What the results page says of each word: the other names it was searched as, or the word it was taken for. */
export function searchedWords(plan: SearchPlan): SearchInfo['words'] {
  return plan.words.map((word) => {
    const also = [...new Set(word.groups.flatMap((g) => g.words.map((w) => w.text)))].filter((text) => normalizeForSearch(text) !== word.form).slice(0, ALSO_SHOWN);
    return { text: word.text, also, ...(word.slipOf && { slip_of: word.slipOf }) };
  });
}

/**
 * When nothing was found: words to try instead, each of which finds something here. Each word of a
 * query of several alone, then the vocabulary's words that hold a word or that a word holds (障害年金
 * for 障害年金の等級 …), then the vocabulary's words one slip away.
 */
export async function relatedWords(db: Database, table: SearchTable, plan: SearchPlan, vocabulary: Vocabulary): Promise<string[]> {
  const candidates = new Map<string, PlannedWord>();
  const offer = (text: string, groups: readonly VocabularyGroup[]) => {
    const form = normalizeForSearch(text);
    if (!candidates.has(form) && !(plan.words.length === 1 && plan.words[0].form === form)) {
      candidates.set(form, { text, form, groups, forms: formsOf(vocabulary, form, groups) });
    }
  };
  if (plan.words.length > 1) for (const word of plan.words) offer(word.text, word.groups);
  for (const word of plan.words) {
    if (Array.from(word.form).length < 2) continue;
    for (const group of vocabulary.groups) {
      const main = group.words[0];
      if (group.words.some((w) => { const f = normalizeForSearch(w.text); return f !== word.form && (f.includes(word.form) || word.form.includes(f)); })) offer(main.text, [group]);
    }
    for (const slip of vocabulary.slipsOf(word.form)) offer(slip.groups[0]?.words[0]?.text ?? slip.form, slip.groups);
  }
  const tried = [...candidates.values()].slice(0, RELATED_SHOWN * 2);
  const found = await Promise.all(tried.map((word) => anyMatch(db, new SearchSql(table, [matchWord(word)]))));
  return tried.filter((_, i) => found[i]).slice(0, RELATED_SHOWN).map((word) => word.text);
}

/** A whole search within a table: the query planned (slips taken into account), a page of ids, the total, and what the page says of the words. */
export async function searchContent(
  db: Database,
  table: SearchTable,
  raw: string,
  vocabulary: Vocabulary,
  order: SearchOrder,
  p: Paging,
  count?: (key: string, load: () => Promise<number>) => Promise<number>,
): Promise<(MatchedIds & { plan: SearchPlan; info: SearchInfo }) | null> {
  const planned = planSearch(raw, vocabulary);
  if (planned.words.length === 0) return null;
  if (planned.words.length > MAX_QUERY_WORDS) throw badRequest('keyword', `キーワードの言葉は${MAX_QUERY_WORDS}つまでにしてください。`);
  const plan = await withSlips(db, table, planned, vocabulary);
  const found = await findMatches(db, searchSql(table, plan), order, p, count);
  const related = found.total === 0 ? await relatedWords(db, table, plan, vocabulary) : [];
  return { ...found, plan, info: { order, words: searchedWords(plan), related } };
}
