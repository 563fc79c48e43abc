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
  /** The query's runs of letters and the words cut from each (a slip is looked for in a whole run). */
  chunks: { text: string; form: string; words: PlannedWord[] }[];
}

const formsOf = (vocabulary: Vocabulary, form: string, groups: readonly VocabularyGroup[]) => [...new Set([form, ...groups.flatMap((g) => vocabulary.searchFormsOf(g))])];

/** The query's words with what each matches. */
export function planSearch(raw: string, vocabulary: Vocabulary): SearchPlan {
  const parsed = parseQuery(raw, vocabulary);
  const planned = new Map<QueryWord, PlannedWord>();
  const plan = (word: QueryWord): PlannedWord => {
    if (!planned.has(word)) planned.set(word, { ...word, forms: formsOf(vocabulary, word.form, word.groups) });
    return planned.get(word)!;
  };
  return {
    words: parsed.words.map(plan),
    soft: parsed.soft.map(plan),
    chunks: parsed.chunks.map((chunk) => ({ ...chunk, words: chunk.words.map(plan) })),
  };
}

const matchWord = (word: PlannedWord): MatchWord => ({ forms: word.forms, typed: [word.form] });

/** `relax`: the words a match may lack one of (relaxedSearch). */
export function searchSql(table: SearchTable, plan: Pick<SearchPlan, 'words' | 'soft'>, relax: readonly number[] = []): SearchSql {
  return new SearchSql(table, plan.words.map(matchWord), plan.soft.map(matchWord), relax);
}

/** Fewer matches of every word than this, and a query of several words finds also the rows that lack one. */
export const RELAX_BELOW = 10;

/** The words a match may lack one of: those outside the vocabulary (メリット, 初診日), else any. */
function droppable(plan: SearchPlan): number[] {
  const loose = plan.words.flatMap((word, i) => (word.groups.length ? [] : [i]));
  return loose.length ? loose : plan.words.map((_, i) => i);
}

/** The word taken for the vocabulary's words one slip from `form`, or null when there are none. */
function slipWord(vocabulary: Vocabulary, text: string, form: string): PlannedWord | null {
  const slips = vocabulary.slipsOf(form);
  if (!slips.length) return null;
  const groups = [...new Set(slips.flatMap((s) => s.groups))];
  const forms = [...new Set([form, ...groups.flatMap((g) => vocabulary.searchFormsOf(g)), ...slips.map((s) => s.form)])];
  return { text, form, groups, forms, slipOf: slips[0].groups[0]?.words[0]?.text ?? slips[0].form };
}

/** Whether any text holds the form as written. */
const anyLiteral = (db: Database, table: SearchTable, form: string) => anyMatch(db, new SearchSql(table, [{ forms: [form], typed: [form] }]));

/**
 * Runs of five letters or more that no text holds, and that are not the vocabulary's own, are taken for
 * the vocabulary's words one slip away (a letter wrong, missing, added, or two swapped): 自立支援医僚
 * for 自立支援医療, サービス菅理責任者 for サービス管理責任者 (a whole run, before it was cut into words),
 * 放課後デイサービス for 放課後等デイサービス. The plan with those words so widened.
 */
export async function withSlips(db: Database, table: SearchTable, plan: SearchPlan, vocabulary: Vocabulary): Promise<SearchPlan> {
  const replaced = new Map<PlannedWord, PlannedWord | null>();
  await Promise.all(
    plan.chunks.map(async (chunk) => {
      const own = chunk.words.length === 1 && chunk.words[0].groups.length > 0 && chunk.words[0].form === chunk.form;
      if (own || Array.from(chunk.form).length < MIN_SLIP_LENGTH) return;
      const whole = slipWord(vocabulary, chunk.text, chunk.form);
      if (whole && !(await anyLiteral(db, table, chunk.form))) {
        chunk.words.forEach((word, i) => replaced.set(word, i === 0 ? whole : null));
        return;
      }
      // Else each word of the run alone.
      for (const word of chunk.words) {
        if (word.groups.length || Array.from(word.form).length < MIN_SLIP_LENGTH) continue;
        const slip = slipWord(vocabulary, word.text, word.form);
        if (slip && !(await anyLiteral(db, table, word.form))) replaced.set(word, slip);
      }
    }),
  );
  const words = plan.words.flatMap((word) => {
    const taken = replaced.get(word);
    return taken === undefined ? [word] : taken ? [taken] : [];
  });
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
  const key = sql.params();
  const total = page.total ?? (await count(JSON.stringify([sql.t.table, sql.where(key), key.values]), () => countMatches(db, sql, SEARCH_COUNT_CAP)));
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
  let found = await findMatches(db, searchSql(table, plan), order, p, count);
  // Too few rows hold every word: those that lack one come after them (all words before some).
  let allWords: number | null = null;
  if (order === 'relevance' && plan.words.length > 1 && found.total < RELAX_BELOW) {
    const relaxed = await findMatches(db, searchSql(table, plan, droppable(plan)), order, p, count);
    if (relaxed.total > found.total) [allWords, found] = [found.total, relaxed];
  }
  const related = found.total === 0 ? await relatedWords(db, table, plan, vocabulary) : [];
  return { ...found, plan, info: { order, words: searchedWords(plan), related, ...(allWords !== null && { all_words: allWords }) } };
}
