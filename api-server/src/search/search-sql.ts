// The SQL of a search over one kind of content (questions, columns; docs/search.md): which rows match
// every word of a query (each through any of its forms), and how well (the rank). Only the forms go
// into parameters; the statement's shape depends on the number of words.
import { bigramsOf } from './search-text';
import { isKana } from './vocabulary/vocabulary';

/** Where a kind's searchable rows are and what ranks them beyond their words. */
export interface SearchTable {
  /** The table under its alias: `questions q`. */
  table: string;
  alias: string;
  /** What may be found at all (live and public), and a list's own filters (a tag, a category). */
  where: string[];
  /** The values of `where`'s $n, in order. */
  params: unknown[];
  /** Newer before older, when all else is equal. */
  date: string;
  /** How much the row has to offer beyond its words, from 0 to 1 (a question's answers); '0' for none. */
  standing: string;
}

/** A word as it is searched: any of its forms matches (the word, its group's words, their readings). */
export interface MatchWord {
  forms: readonly string[];
  /** The forms as the person typed them (a group's other words rank a little lower). */
  typed: readonly string[];
}

/** LIKE pattern that finds `form` anywhere: %, _ and \ in it match themselves. */
export const containsPattern = (form: string) => `%${form.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** A regular expression (PostgreSQL's) that matches `form` as written. */
const literal = (form: string) => form.replace(/[\\^$.*+?()[\]{}|]/g, (c) => `\\${c}`);

// How much each thing counts in the rank (docs/search.md#relevance): a word in the title most, then the
// words together, then how much the text is about them, what the row offers (answers), and the glue.
export const RANK_WEIGHTS = { titleShare: 40, allInTitle: 20, adjacent: 15, near: 8, mentions: 8, typed: 3, soft: 2, standing: 10 } as const;
/** Words closer than this many letters are "together" (障害年金の更新: one letter between). */
const ADJACENT_GAP = 3;
/** …and closer than this are near each other. */
const NEAR_GAP = 30;
/** What a row holding every word gains over one without, when a match may lack a word: more than any rank. */
const ALL_WORDS_FIRST = 1000;
/** More mentions than this add nothing. */
const MENTIONS_CAP = 5;

export class SearchSql {
  readonly params: unknown[];
  private readonly matched: { condition: string; inTitle: string; regex: string; typed: readonly string[] }[];
  private readonly soft: readonly (readonly string[])[];

  /**
   * `relax`: the words (by index) any one of which a match may lack, when too few rows hold them all
   * (search-engine.ts); a row with every word then ranks before every row without.
   */
  constructor(
    readonly t: SearchTable,
    words: readonly MatchWord[],
    soft: readonly MatchWord[] = [],
    private readonly relax: readonly number[] = [],
  ) {
    this.params = [...t.params];
    const a = t.alias;
    this.matched = words.map((word) => {
      const forms = [...new Set(word.forms)];
      const all = this.param(forms.map(containsPattern));
      const kanaForms = forms.filter(isKana);
      const kana = kanaForms.length ? this.param(kanaForms.map(containsPattern)) : null;
      // The index finds the rows holding every bigram of some form; LIKE confirms the form is there.
      const prefilter = forms.every((f) => Array.from(f).length >= 2)
        ? `(${forms.map((f) => `${a}.search_bigrams @> ${this.param(bigramsOf(f))}::text[]`).join(' OR ')}) AND `
        : '';
      const inText = (column: string) => `${column} LIKE ANY(${all}::text[])${kana ? ` OR ${column.replace('search_text', 'search_reading')} LIKE ANY(${kana}::text[])` : ''}`;
      return {
        condition: `(${prefilter}(${inText(`${a}.search_text`)}))`,
        inTitle: `(${inText(`split_part(${a}.search_text, E'\\n', 1)`)})`,
        regex: `(?:${forms.map(literal).join('|')})`,
        typed: word.typed,
      };
    });
    this.soft = soft.map((word) => word.forms);
  }

  /** Whether the text holds any of these forms (a parameter only once asked for: an unused one has no type). */
  private holds(forms: readonly string[]): string {
    return `(${this.t.alias}.search_text LIKE ANY(${this.param([...new Set(forms)].map(containsPattern))}::text[]))`;
  }

  param(value: unknown): string {
    return `$${this.params.push(value)}`;
  }

  /** Conditions (joined with AND): the table's own, and every word there (or all but one of those that may be missed). */
  where(): string[] {
    if (!this.relax.length) return [...this.t.where, ...this.matched.map((m) => m.condition)];
    const allBut = (skip: number) => this.matched.filter((_, i) => i !== skip).map((m) => m.condition).join(' AND ') || 'TRUE';
    return [...this.t.where, `(${this.relax.map((skip) => `(${allBut(skip)})`).join(' OR ')})`];
  }

  /** Every word there. */
  private allWords(): string {
    return this.matched.map((m) => m.condition).join(' AND ');
  }

  /** Every word in the title. */
  allInTitle(): string {
    return this.matched.map((m) => m.inTitle).join(' AND ');
  }

  /**
   * What finds rows like a text (似ている質問, 関連する質問): for each word, the newest rows with it in
   * their title, and a score: a word in the title thrice what it counts in the text, each word by its
   * weight, what the row offers on top.
   */
  likeness(weights: readonly number[], perWord: number): { candidates: string[]; score: string } {
    const a = this.t.alias;
    const base = this.t.where.length ? `${this.t.where.join(' AND ')} AND ` : '';
    const candidates = this.matched.map(
      (m) => `(SELECT ${a}.id FROM ${this.t.table} WHERE ${base}${m.condition} AND ${m.inTitle} ORDER BY ${this.t.date} DESC, ${a}.id DESC LIMIT ${perWord})`,
    );
    const parts = this.matched.map((m, i) => `${weights[i]} * (3 * (${m.inTitle})::int + (${m.condition})::int)`);
    return { candidates, score: `${parts.join(' + ')} + (${this.t.standing})` };
  }

  /** The rank of a matching row (docs/search.md#relevance); higher first. */
  rank(): string {
    const a = this.t.alias;
    const n = this.matched.length;
    const share = (parts: string[]) => (parts.length ? `((${parts.map((p) => `(${p})::int`).join(' + ')})::float8 / ${parts.length})` : '1');
    const pairs = this.matched.slice(1).map((m, i) => [this.matched[i].regex, m.regex]);
    const together = (gap: number) =>
      share(pairs.map(([x, y]) => `${a}.search_text ~ ${this.param(`${x}[^\\n]{0,${gap}}${y}|${y}[^\\n]{0,${gap}}${x}`)}`));
    const mentions = this.matched.map((m) => `least(regexp_count(${a}.search_text, ${this.param(m.regex)}), ${MENTIONS_CAP})`);
    const w = RANK_WEIGHTS;
    return [
      `${w.titleShare} * ${share(this.matched.map((m) => m.inTitle))}`,
      `${w.allInTitle} * (${this.allInTitle()})::int`,
      `${w.adjacent} * ${together(ADJACENT_GAP)}`,
      `${w.near} * ${together(NEAR_GAP)}`,
      `${w.mentions} * (${mentions.join(' + ')})::float8 / ${n * MENTIONS_CAP}`,
      `${w.typed} * ${share(this.matched.map((m) => this.holds(m.typed)))}`,
      `${w.soft} * ${this.soft.length ? share(this.soft.map((forms) => this.holds(forms))) : '0'}`,
      `${w.standing} * (${this.t.standing})`,
      ...(this.relax.length ? [`${ALL_WORDS_FIRST} * (${this.allWords()})::int`] : []),
    ].join('\n + ');
  }
}
