// Our textlint rule for the plain-Japanese hints: a sentence with too many kanji. Ours because no
// maintained rule measures the share of kanji in a sentence (the npm rules count a run of kanji, or
// ask for particular words in hiragana). The limits are PLAIN_JAPANESE_LIMITS (contract reading-aids).
import { KANJI, PLAIN_JAPANESE_LIMITS } from '@hiroba/contract/reading-aids';
import type { TextlintRuleModule } from '@textlint/types';
import type { splitAST } from 'sentence-splitter';

export interface KanjiShareOptions {
  /** The share of kanji (0–1) above which a sentence is reported. */
  max?: number;
  /** Shorter sentences are left alone: one word moves their share too much. */
  minLength?: number;
}

/** The share of kanji among a text's letters (spaces and punctuation not counted), and how many letters. */
export function kanjiShare(text: string): { share: number; letters: number } {
  const letters = [...text].filter((ch) => /[\p{L}\p{N}]/u.test(ch));
  const kanji = letters.filter((ch) => KANJI.test(ch)).length;
  return { share: letters.length ? kanji / letters.length : 0, letters: letters.length };
}

/**
 * The rule, splitting sentences with sentence-splitter's splitAST (as textlint-rule-sentence-length
 * does); passed in so that it loads with textlint, on the first check (plain-japanese-hints.ts).
 */
export const kanjiShareRule = (split: typeof splitAST): TextlintRuleModule<KanjiShareOptions> => (context, options = {}) => {
  const { Syntax, RuleError, report, locator } = context;
  const max = options.max ?? PLAIN_JAPANESE_LIMITS.kanjiShareMax;
  const minLength = options.minLength ?? PLAIN_JAPANESE_LIMITS.kanjiShareMinLength;
  return {
    [Syntax.Paragraph](node) {
      // textlint's node types and sentence-splitter's own copy of them differ only in readonly.
      for (const sentence of split(node as Parameters<typeof split>[0]).children) {
        if (sentence.type !== 'Sentence') continue;
        const { share, letters } = kanjiShare(sentence.raw);
        if (letters < minLength || share <= max) continue;
        const percent = Math.round(share * 100);
        const start = sentence.range[0] - node.range[0];
        report(
          node,
          new RuleError(`漢字の多い文です（漢字が${percent}%）。ひらがなにできる言葉をひらがなにすると読みやすくなります。`, {
            padding: locator.range([start, sentence.range[1] - node.range[0]]),
          }),
        );
      }
    },
  };
};
