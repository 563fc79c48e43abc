// A query cut into the words it asks for (docs/search.md#matching). Spaces separate words; inside a run
// of letters the vocabulary's longest word is found first (障害年金の更新 is 障害年金, の, 更新), then runs
// of one script. Kana between words (の, を, したい) is glue: it may add to a result's rank but is never
// required, so 障害年金の更新 finds 障害年金を更新. A word of the vocabulary matches any word of its group
// and the readings of them all, so a word written in hiragana finds it written in kanji.
import { fold, foldKana } from './search-text';
import type { Vocabulary, VocabularyGroup } from './vocabulary/vocabulary';

/** More words than this are refused: no one means twenty words at once, and each costs the database. */
export const MAX_QUERY_WORDS = 8;

export interface QueryWord {
  /** As the person typed it: what the results page names. */
  text: string;
  /** Normalised (katakana as hiragana). */
  form: string;
  /** The groups of the vocabulary it names: it is widened through them. */
  groups: readonly VocabularyGroup[];
}

export interface ParsedQuery {
  /** Each must match (through its groups). */
  words: QueryWord[];
  /** Glue between words: never required; a result holding them ranks a little higher. */
  soft: QueryWord[];
  /** The query's runs of letters between spaces, each with the words cut from it (a slip is looked for in a whole run). */
  chunks: { text: string; form: string; words: QueryWord[] }[];
}

type Script = 'kanji' | 'katakana' | 'hiragana' | 'latin' | 'other';

function scriptOf(ch: string): Script {
  if (/[\u3041-\u3096\u309d\u309e]/u.test(ch)) return 'hiragana';
  if (/[\u30a1-\u30fa\u30fd\u30fe]/u.test(ch)) return 'katakana';
  if (ch === 'ー') return 'katakana';
  if (/[\u3400-\u9fff\uf900-\ufaff\u3005\u3006\u{20000}-\u{2fa1f}]/u.test(ch)) return 'kanji';
  // Letters, digits and the signs that live inside such words (100%, 1_2, a/b) are matched as written.
  if (/[\p{L}\p{N}%_\\#&@+=/.:$-]/u.test(ch)) return 'latin';
  return 'other';
}

// What people add to a query that no question needs to hold: 教えて, について, したい.
const FILLERS = new Set([
  'について', 'とは', 'ください', 'おしえて', '教えて', '知りたい', 'しりたい', 'したい', 'ほしい', 'ですか', 'ますか', 'どうすれば',
  'どうしたら', 'どうやって', 'どこ', 'なに', 'なんですか', 'いい', 'よい', 'の', 'を', 'に', 'は', 'が', 'で', 'と', 'へ', 'や', 'も', 'か',
]);

/** A run of a query's letters cut into pieces: the vocabulary's words, and runs of one script between them. */
function piecesOf(text: string, form: string, vocabulary: Vocabulary): { at: number; text: string; form: string; script: Script | 'term'; groups: readonly VocabularyGroup[] }[] {
  const pieces: ReturnType<typeof piecesOf> = [];
  let i = 0;
  while (i < text.length) {
    const term = vocabulary.longestAt(form, i);
    if (term) {
      pieces.push({ at: i, text: text.slice(i, i + term.form.length), form: term.form, script: 'term', groups: term.groups });
      i += term.form.length;
      continue;
    }
    const script = scriptOf(String.fromCodePoint(text.codePointAt(i)!));
    let j = i + (text.codePointAt(i)! > 0xffff ? 2 : 1);
    // A run ends where its script does, or where a word of the vocabulary starts after two letters of it
    // (重度障害者 is 重度 and 障害者; 医療育成 keeps 療育 inside it).
    while (j < text.length && scriptOf(String.fromCodePoint(text.codePointAt(j)!)) === script && !(j - i >= 2 && vocabulary.longestAt(form, j))) {
      j += text.codePointAt(j)! > 0xffff ? 2 : 1;
    }
    if (script !== 'other') pieces.push({ at: i, text: text.slice(i, j), form: form.slice(i, j), script, groups: [] });
    i = j;
  }
  return pieces;
}

/** The words of a query; an empty list when it holds none (only symbols or spaces). */
export function parseQuery(raw: string, vocabulary: Vocabulary): ParsedQuery {
  const words: QueryWord[] = [];
  const soft: QueryWord[] = [];
  const chunks: ParsedQuery['chunks'] = [];
  const seen = new Set<string>();
  const add = (list: QueryWord[], word: QueryWord) => {
    if (seen.has(word.form)) return;
    seen.add(word.form);
    list.push(word);
  };
  const { text: folded, at } = fold(raw);
  let chunkStart = 0;
  for (const chunk of folded.split(' ')) {
    const start = chunkStart;
    chunkStart += chunk.length + 1;
    if (!chunk || FILLERS.has(foldKana(chunk))) continue;
    const pieces = piecesOf(chunk, foldKana(chunk), vocabulary);
    const chunkWords = words.length;
    // A chunk all in kana (しょうがいねんきん, おむつ) is words, not glue.
    const allKana = pieces.every((p) => p.script === 'hiragana' || (p.script === 'term' && /^[\u3041-\u3096ー]+$/u.test(p.text)));
    for (const piece of pieces) {
      // The word as it was typed (ＧＨ, not gh).
      const text = raw.slice(at[start + piece.at], at[start + piece.at + piece.text.length]).trim();
      const word = { text, form: piece.form, groups: piece.groups };
      if (FILLERS.has(piece.form)) continue;
      if (piece.script === 'hiragana' && !allKana) add(soft, word);
      else add(words, word);
    }
    chunks.push({ text: raw.slice(at[start], at[start + chunk.length]).trim(), form: foldKana(chunk), words: words.slice(chunkWords) });
  }
  return { words, soft, chunks };
}
