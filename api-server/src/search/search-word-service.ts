// The search vocabulary as this server holds it (docs/search.md#the-vocabulary): the built-in groups
// and the operators' own, rebuilt when an operator changes a group. Every server checks the stored
// version when its copy is more than VERSION_CHECK_MS old, so a change reaches them all within seconds.
// Operators add their region's words on /admin/search-words; each change is audited, and a group that
// would join unrelated words (a word of it in another group that shares nothing else with it) is refused.
import type { SearchWordSource } from '@hiroba/contract';
import { audit } from '../admin/audit-log-repository';
import type { Database } from '../db/database';
import { badRequest, conflict, notFound } from '../lib/http-errors';
import { pageMeta, paging, type PageRequest } from '../lib/paging';
import type { Actor } from '../policy/rules';
import { foldKana, normalizeForSearch } from './search-text';
import {
  allOperatorGroups,
  bumpVocabularyVersion,
  deleteOperatorGroup,
  findOperatorGroup,
  insertOperatorGroup,
  updateOperatorGroup,
  vocabularyVersion,
  type StoredGroup,
  type StoredWord,
} from './search-word-repository';
import { builtinGroups } from './vocabulary/builtin';
import { buildVocabulary, wordForms, type Vocabulary, type VocabularyGroup } from './vocabulary/vocabulary';

/** How old this server's copy of the vocabulary may be before it asks the database whether it changed. */
export const VERSION_CHECK_MS = 2_000;

const GROUP_NOT_FOUND = '言いかえのグループが見つかりませんでした。';
const READING = /^[\u3041-\u3096ー・]*$/u;

export interface SearchWordInput {
  words?: { text: string; reading?: string }[];
  note?: string;
}

const operatorGroup = (row: StoredGroup): VocabularyGroup => ({
  key: `operator:${row.id}`,
  source: 'operator',
  id: row.id,
  topic: null,
  words: row.words.map((w, i) => ({ text: w.text, reading: w.reading, kind: i === 0 ? 'main' : 'common' })),
  note: row.note,
});

export type SearchWordService = ReturnType<typeof createSearchWordService>;

export function createSearchWordService({ db }: { db: Database }) {
  // Built once: the built-in groups change only with the code.
  const builtin = builtinGroups();
  let current: { vocabulary: Vocabulary; version: string; checked: number; updated: Map<number, string> } | null = null;
  let loading: Promise<Vocabulary> | null = null;

  async function load(): Promise<Vocabulary> {
    const version = await vocabularyVersion(db);
    if (current && current.version === version) {
      current.checked = Date.now();
      return current.vocabulary;
    }
    const rows = await allOperatorGroups(db);
    // The operators' groups first: the admin page lists them first.
    const vocabulary = buildVocabulary([...rows.map(operatorGroup), ...builtin]);
    current = { vocabulary, version, checked: Date.now(), updated: new Map(rows.map((r) => [r.id, r.updated_at])) };
    return vocabulary;
  }

  /** The vocabulary, asked again of the database when this copy is older than VERSION_CHECK_MS (one ask for callers at once). */
  function vocabulary(): Promise<Vocabulary> {
    if (current && Date.now() - current.checked < VERSION_CHECK_MS) return Promise.resolve(current.vocabulary);
    loading ??= load().finally(() => {
      loading = null;
    });
    return loading;
  }

  /** The words as they will be stored: trimmed, readings in hiragana (a kana word is its own reading). */
  function cleanWords(words: { text: string; reading?: string }[]): StoredWord[] {
    const seen = new Map<string, string>();
    return words.map(({ text, reading }) => {
      const word = text.trim();
      const form = normalizeForSearch(word);
      if (!/[\p{L}\p{N}]/u.test(form)) throw badRequest('words', '言葉を入力してください（空白や記号だけの言葉があります）。');
      const twice = seen.get(form);
      if (twice !== undefined) throw badRequest('words', `「${word}」と「${twice}」は同じ言葉です。どちらか一つにしてください。`);
      seen.set(form, word);
      const given = foldKana((reading ?? '').trim());
      if (!READING.test(given)) throw badRequest('words', `「${word}」の読みは、ひらがなで入力してください。`);
      const kana = /^[\u3041-\u3096ー]+$/u.test(foldKana(word));
      return { text: word, reading: given || (kana ? foldKana(word) : '') };
    });
  }

  /**
   * Refuses a group that would join unrelated words: a word of it (or its reading) that is already in
   * another group sharing fewer than two of its words (B型 of 就労継続支援B型 in a group with B型肝炎).
   * A group holding nothing new is a duplicate.
   */
  function checkJoins(vocabulary: Vocabulary, words: StoredWord[], editing: number | null) {
    const forms = words.map((w) => new Set(wordForms(w)));
    const others = (group: VocabularyGroup) => group.id !== editing || group.source !== 'operator';
    for (const [i, word] of words.entries()) {
      for (const form of forms[i]) {
        for (const group of vocabulary.groupsOf(form).filter(others)) {
          const theirs = new Set(vocabulary.formsOf(group));
          const shared = forms.filter((f) => [...f].some((x) => theirs.has(x))).length;
          if (shared === words.length) throw conflict('words', `このグループの言葉は、すべて「${group.words[0].text}」のグループに入っています。`);
          if (shared < 2 && group.words.length > 1) {
            throw conflict('words', `「${word.text}」はすでに「${group.words[0].text}」のグループに入っています。ほかに同じ言葉のないグループにまとめると、関係のない言葉どうしがつながってしまいます。`);
          }
        }
      }
    }
  }

  /** What the admin page shows of a group. */
  const shown = (group: VocabularyGroup) => ({
    id: group.source === 'operator' ? group.id! : null,
    key: group.key,
    source: group.source,
    topic: group.topic,
    words: group.words.map((w) => ({ ...w })),
    note: group.note ?? '',
    updated_at: group.source === 'operator' ? (current?.updated.get(group.id!) ?? null) : null,
  });

  async function saved(row: StoredGroup | null) {
    if (!row) throw notFound(GROUP_NOT_FOUND);
    const vocabulary = await load();
    return shown(vocabulary.groups.find((g) => g.source === 'operator' && g.id === row.id) ?? operatorGroup(row));
  }

  return {
    vocabulary,

    async list(query: PageRequest & { source?: SearchWordSource; keyword?: string }) {
      const p = paging(query);
      const form = query.keyword ? normalizeForSearch(query.keyword) : '';
      const groups = (await vocabulary()).groups.filter(
        (g) => (!query.source || g.source === query.source) && (!form || g.words.some((w) => wordForms(w).some((f) => f.includes(form)))),
      );
      const data = p.limit === null ? groups : groups.slice(p.offset, p.offset + p.limit);
      return { data: data.map(shown), meta: pageMeta(p, groups.length) };
    },

    async create(input: Required<Pick<SearchWordInput, 'words'>> & SearchWordInput, actor: Actor) {
      const words = cleanWords(input.words);
      checkJoins(await load(), words, null);
      const row = await db.transaction(async (tx) => {
        const created = await insertOperatorGroup(tx, { words, note: (input.note ?? '').trim() }, actor.id);
        await audit(tx, actor.id, 'search_word_group.create', { type: 'search_word_group', id: created!.id }, { words: words.map((w) => w.text) });
        await bumpVocabularyVersion(tx);
        return created;
      });
      return saved(row);
    },

    async update(id: number, input: SearchWordInput, actor: Actor) {
      const before = await findOperatorGroup(db, id);
      if (!before) throw notFound(GROUP_NOT_FOUND);
      const words = input.words ? cleanWords(input.words) : before.words;
      checkJoins(await load(), words, id);
      const row = await db.transaction(async (tx) => {
        const updated = await updateOperatorGroup(tx, id, { words, note: input.note === undefined ? before.note : input.note.trim() });
        await audit(tx, actor.id, 'search_word_group.update', { type: 'search_word_group', id }, { words: words.map((w) => w.text), before: before.words.map((w) => w.text) });
        await bumpVocabularyVersion(tx);
        return updated;
      });
      return saved(row);
    },

    async remove(id: number, actor: Actor) {
      await db.transaction(async (tx) => {
        const before = await findOperatorGroup(tx, id);
        if (!before || !(await deleteOperatorGroup(tx, id))) throw notFound(GROUP_NOT_FOUND);
        await audit(tx, actor.id, 'search_word_group.delete', { type: 'search_word_group', id }, { words: before.words.map((w) => w.text) });
        await bumpVocabularyVersion(tx);
      });
      await load();
    },
  };
}
