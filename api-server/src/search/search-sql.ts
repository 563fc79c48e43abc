// The SQL of a search over one kind of content (questions, columns; docs/search.md): which rows match
// every word of a query (each through any of its forms), and how well (the rank). Only the forms go
// into parameters; the statement's shape depends on the number of words.
//
// A row holds a form when its keys hold the form's (search-keys.ts: the GIN index answers it alone);
// only a form of one letter, which no key holds, is looked for by LIKE over the text. In the title
// likewise, through the title's own keys. The rank is worked out over a few hundred candidates whose
// text is read once (search-repository.ts).
import { formKeysOf } from './search-keys';
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

/** The columns of a candidate, as search-repository.ts reads them once: `alias.text` is the folded text, read out of the row. */
export const CANDIDATE_COLUMNS = (a: string) => ({ title: `${a}.title`, text: `${a}.text`, reading: `${a}.reading`, standing: `${a}.standing` });
type CandidateColumns = ReturnType<typeof CANDIDATE_COLUMNS>;

/**
 * The values of one statement's $n: a statement gets only those it uses (PostgreSQL cannot type one it
 * does not), and the same value (a word's forms) once however often the statement uses it.
 */
export class Params {
  readonly values: unknown[];
  private readonly known = new Map<string, string>();

  constructor(initial: readonly unknown[]) {
    this.values = [...initial];
  }

  add(value: unknown): string {
    return `$${this.values.push(value)}`;
  }

  /** `value` as a parameter, the same $n for the same `key`. */
  once(key: string, value: () => unknown): string {
    if (!this.known.has(key)) this.known.set(key, this.add(value()));
    return this.known.get(key)!;
  }
}

/** A word of the query with what its SQL is made of. */
interface Word {
  forms: readonly string[];
  /** The forms that find it: those holding another form of the word are left out (a row with 就労継続支援b型 holds b型). */
  finding: readonly string[];
  kana: readonly string[];
  regex: string;
  typed: readonly string[];
}

export class SearchSql {
  private readonly words: Word[];
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
    this.words = words.map((word) => {
      const forms = [...new Set(word.forms)];
      const finding = forms.filter((form) => !forms.some((other) => other !== form && form.includes(other)));
      return { forms, finding, kana: finding.filter(isKana), regex: `(?:${forms.map(literal).join('|')})`, typed: word.typed };
    });
    this.soft = soft.map((word) => word.forms);
  }

  /** A new statement's parameters, starting with the table's own. */
  params(): Params {
    return new Params(this.t.params);
  }

  /** LIKE patterns of forms, as one parameter. */
  private patterns(p: Params, forms: readonly string[]): string {
    return p.once(`like:${JSON.stringify(forms)}`, () => forms.map(containsPattern));
  }

  /**
   * Whether a row's `keys` (an integer[] column) hold one of `forms`: their keys, or LIKE over `text`
   * (and `reading`) for a form no key holds. Each `@>` reads the row's whole array, so a word of many
   * forms is first tried by one `&&` with a key of each: a row without any (most rows) costs one look.
   */
  private holds(p: Params, forms: readonly string[], columns: { keys: string; text: string; reading?: string }): string {
    const keyed = forms.flatMap((form) => {
      const keys = formKeysOf(form);
      return keys ? [{ form, keys }] : [];
    });
    const unkeyed = forms.filter((form) => !keyed.some((k) => k.form === form));
    const parts: string[] = [];
    if (keyed.length) {
      const array = (key: string, value: number[]) => `${p.once(key, () => value)}::int[]`;
      // Forms of two letters are one key each: any of them is one `&&`.
      const pairs = keyed.filter((k) => k.keys.length === 1);
      const longer = keyed.filter((k) => k.keys.length > 1);
      const exact = [
        ...(pairs.length ? [`${columns.keys} && ${array(`any:${pairs.map((k) => k.form)}`, pairs.map((k) => k.keys[0]))}`] : []),
        ...longer.map((k) => `${columns.keys} @> ${array(`all:${k.form}`, k.keys)}`),
      ];
      const firsts = [...new Set(keyed.map((k) => k.keys[0]))];
      parts.push(exact.length > 1 ? `(${columns.keys} && ${array(`any:${keyed.map((k) => k.form)}`, firsts)} AND (${exact.join(' OR ')}))` : exact[0]);
    }
    if (unkeyed.length) parts.push(`${columns.text} LIKE ANY(${this.patterns(p, unkeyed)}::text[])`);
    const kana = unkeyed.filter(isKana);
    if (kana.length && columns.reading) parts.push(`${columns.reading} LIKE ANY(${this.patterns(p, kana)}::text[])`);
    return `(${parts.join(' OR ')})`;
  }

  /** A row holds one of the word's forms, in its text or readings. */
  private condition(p: Params, word: Word): string {
    const a = this.t.alias;
    return this.holds(p, word.finding, { keys: `${a}.search_keys`, text: `${a}.search_text`, reading: `${a}.search_reading` });
  }

  /** The title (or its reading) holds the word: through the title's keys; of a candidate (`title` given), LIKE over its short title. */
  private inTitle(p: Params, word: Word, title?: string): string {
    if (title) return `(${title} LIKE ANY(${this.patterns(p, word.finding)}::text[]))`;
    const a = this.t.alias;
    return this.holds(p, word.finding, { keys: `${a}.search_title_keys`, text: `${a}.search_title` });
  }

  /** A candidate's text or reading holds the word. */
  private candidateHolds(p: Params, word: Word, c: CandidateColumns): string {
    return `(${c.text} LIKE ANY(${this.patterns(p, word.finding)}::text[])${word.kana.length ? ` OR ${c.reading} LIKE ANY(${this.patterns(p, word.kana)}::text[])` : ''})`;
  }

  /** Conditions (joined with AND): the table's own, and every word there (or all but one of those that may be missed). */
  where(p: Params): string[] {
    if (!this.relax.length) return [...this.t.where, ...this.words.map((w) => this.condition(p, w))];
    const allBut = (skip: number) => this.words.filter((_, i) => i !== skip).map((w) => this.condition(p, w)).join(' AND ') || 'TRUE';
    return [...this.t.where, `(${this.relax.map((skip) => `(${allBut(skip)})`).join(' OR ')})`];
  }

  /** Every word in the title (then the row holds them all: no look at its text is needed). */
  allInTitle(p: Params): string {
    return this.words.map((w) => this.inTitle(p, w)).join(' AND ');
  }

  /**
   * What finds rows like a text (似ている質問, 関連する質問): for each word, the condition of a row's title
   * holding it (the repository takes the newest such rows as candidates), and a score over a
   * candidate's columns: a word in the title thrice what it counts in the text, each word by its
   * weight, what the row offers on top.
   */
  likeness(p: Params, weights: readonly number[], candidate: string): { inTitles: string[]; score: string } {
    const c = CANDIDATE_COLUMNS(candidate);
    const inTitles = this.words.map((w) => this.inTitle(p, w));
    const parts = this.words.map((w, i) => `${weights[i]} * (3 * (${this.inTitle(p, w, c.title)})::int + (${this.candidateHolds(p, w, c)})::int)`);
    return { inTitles, score: `${parts.join(' + ')} + ${c.standing}` };
  }

  /** The rank of a candidate (its columns under `candidate`, CANDIDATE_COLUMNS; docs/search.md#relevance); higher first. */
  rank(p: Params, candidate: string): string {
    const c = CANDIDATE_COLUMNS(candidate);
    const n = this.words.length;
    const share = (parts: string[]) => (parts.length ? `((${parts.map((part) => `(${part})::int`).join(' + ')})::float8 / ${parts.length})` : '1');
    const pairs = this.words.slice(1).map((w, i) => [this.words[i].regex, w.regex]);
    const together = (gap: number) => share(pairs.map(([x, y]) => `${c.text} ~ ${p.add(`${x}[^\\n]{0,${gap}}${y}|${y}[^\\n]{0,${gap}}${x}`)}`));
    const mentions = this.words.map((w) => `least(regexp_count(${c.text}, ${p.add(w.regex)}), ${MENTIONS_CAP})`);
    const holds = (forms: readonly string[]) => `(${c.text} LIKE ANY(${this.patterns(p, forms)}::text[]))`;
    const inTitle = this.words.map((w) => this.inTitle(p, w, c.title));
    const w = RANK_WEIGHTS;
    return [
      `${w.titleShare} * ${share(inTitle)}`,
      `${w.allInTitle} * (${inTitle.join(' AND ')})::int`,
      `${w.adjacent} * ${together(ADJACENT_GAP)}`,
      `${w.near} * ${together(NEAR_GAP)}`,
      `${w.mentions} * (${mentions.join(' + ')})::float8 / ${n * MENTIONS_CAP}`,
      `${w.typed} * ${share(this.words.map((word) => holds([...new Set(word.typed)])))}`,
      `${w.soft} * ${this.soft.length ? share(this.soft.map((forms) => holds([...new Set(forms)]))) : '0'}`,
      `${w.standing} * ${c.standing}`,
      ...(this.relax.length ? [`${ALL_WORDS_FIRST} * (${this.words.map((word) => this.candidateHolds(p, word, c)).join(' AND ')})::int`] : []),
    ].join('\n + ');
  }
}
