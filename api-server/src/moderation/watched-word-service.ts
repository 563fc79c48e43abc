// Watched words (docs/moderation.md#watched-words), kept by admins (audited): matched on normalised
// text, so a word is on the list once however it is written.
import { normalizeText, type WatchedWordAction } from '@hiroba/contract';
import { audit } from '../admin/audit-log-repository';
import type { Database } from '../db/database';
import { badRequest, conflict, notFound } from '../lib/http-errors';
import { pageMeta, paging, type PageRequest } from '../lib/paging';
import type { Actor } from '../policy/rules';
import { deleteWatchedWord, findWatchedWord, insertWatchedWord, listWatchedWords, updateWatchedWord } from './watched-word-repository';

const WORD_NOT_FOUND = '確認する言葉が見つかりませんでした。';
const WORD_TAKEN = 'この言葉はすでに登録されています（全角・半角、ひらがな・カタカナの違いは同じ言葉として扱います）。';

function cleanWord(word: string) {
  const text = word.trim();
  const normalized = normalizeText(text);
  if (!normalized) throw badRequest('word', '言葉を入力してください。');
  return { word: text, normalized };
}

export function createWatchedWordService({ db }: { db: Database }) {
  return {
    async list(query: PageRequest & { action?: WatchedWordAction }) {
      const p = paging(query);
      const { rows, total } = await listWatchedWords(db, query.action, p);
      return { data: rows, meta: pageMeta(p, total) };
    },

    async create(input: { word: string; action: WatchedWordAction }, actor: Actor) {
      const word = { ...cleanWord(input.word), action: input.action };
      return db.transaction(async (tx) => {
        const row = await insertWatchedWord(tx, word);
        if (!row) throw conflict('word', WORD_TAKEN);
        await audit(tx, actor.id, 'watched_word.create', { type: 'watched_word', id: row.id }, { word: row.word, action: row.action });
        return row;
      });
    },

    async update(id: number, input: { word?: string; action?: WatchedWordAction }, actor: Actor) {
      const current = await findWatchedWord(db, id);
      if (!current) throw notFound(WORD_NOT_FOUND);
      const word = { ...(input.word === undefined ? { word: current.word, normalized: current.normalized } : cleanWord(input.word)), action: input.action ?? current.action };
      return db.transaction(async (tx) => {
        const row = await updateWatchedWord(tx, id, word);
        if (!row) throw conflict('word', WORD_TAKEN);
        await audit(tx, actor.id, 'watched_word.update', { type: 'watched_word', id }, { word: row.word, action: row.action, before: { word: current.word, action: current.action } });
        return row;
      });
    },

    async remove(id: number, actor: Actor) {
      await db.transaction(async (tx) => {
        const current = await findWatchedWord(tx, id);
        if (!current || !(await deleteWatchedWord(tx, id))) throw notFound(WORD_NOT_FOUND);
        await audit(tx, actor.id, 'watched_word.delete', { type: 'watched_word', id }, { word: current.word, action: current.action });
      });
    },
  };
}
