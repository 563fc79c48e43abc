// The plain-Japanese hints of the column editor (docs/reading-aids.md#やさしい日本語): textlint with
// the plain-text plugin, textlint-rule-sentence-length, textlint-rule-max-kanji-continuous-len and
// our kanji-share rule, each hint in Japanese. textlint loads on the first call, so a server that
// never gets one never loads it. The text is a post's: it is never logged.
import { PLAIN_JAPANESE_LIMITS, type PlainJapaneseRule } from '@hiroba/contract/reading-aids';
import type { TextlintKernel, TextlintKernelOptions } from '@textlint/kernel';
import type { TextlintMessage } from '@textlint/types';
import { kanjiShareRule } from './kanji-share-rule';

export interface PlainJapaneseHint {
  rule: PlainJapaneseRule;
  message: string;
  line: number;
  column: number;
  index: number;
}

/**
 * A CommonJS module's export through import(): Node gives module.exports as `default`, a
 * transpiler (the tests') the module's own `default`; a rule is a function or an object with `linter`,
 * the text plugin an object with `Processor`.
 */
function exported<T>(mod: unknown, isIt: (value: unknown) => boolean): T {
  let value = mod;
  while (!isIt(value) && value !== null && typeof value === 'object' && 'default' in value) value = (value as { default: unknown }).default;
  if (!isIt(value)) throw new Error('plain-japanese-hints: a textlint module has an unexpected shape');
  return value as T;
}
const isRule = (value: unknown) => typeof value === 'function' || (typeof value === 'object' && value !== null && 'linter' in value);
const isPlugin = (value: unknown) => typeof value === 'object' && value !== null && 'Processor' in value;

/** Each rule's English report in our words (the packages' versions are pinned; the tests read each). */
const MESSAGES: Record<PlainJapaneseRule, (original: string) => string> = {
  'sentence-length': (original) => {
    const length = /sentence length\((\d+)/.exec(original)?.[1];
    return `1文が${PLAIN_JAPANESE_LIMITS.sentenceMax}文字を超えています（${length}文字）。短く分けると読みやすくなります。`;
  },
  'max-kanji-continuous-len': (original) => {
    const run = /: (\S+)$/.exec(original)?.[1];
    return `漢字が${PLAIN_JAPANESE_LIMITS.kanjiRunMax + 1}文字以上続いています（${run}）。ひらがなを入れるか、言いかえると読みやすくなります。`;
  },
  'kanji-share': (original) => original,
};

/**
 * The line and column (from 1) of an index, from the text itself: sentence-length reports a
 * sentence's column from the paragraph's start, not the line's.
 */
function placeOf(text: string, index: number): { line: number; column: number; index: number } {
  const before = text.slice(0, index);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: index - lineStart + 1, index };
}

type Lint = (text: string) => Promise<PlainJapaneseHint[]>;
let loading: Promise<Lint> | null = null;

async function loadLint(): Promise<Lint> {
  const [kernel, plugin, sentenceLength, kanjiRun, splitter] = await Promise.all([
    import('@textlint/kernel'),
    import('@textlint/textlint-plugin-text'),
    import('textlint-rule-sentence-length'),
    import('textlint-rule-max-kanji-continuous-len'),
    import('sentence-splitter'),
  ]);
  const textlint: TextlintKernel = new kernel.TextlintKernel();
  const options: TextlintKernelOptions = {
    ext: '.txt',
    plugins: [{ pluginId: 'text', plugin: exported(plugin, isPlugin) }],
    rules: [
      { ruleId: 'sentence-length', rule: exported(sentenceLength, isRule), options: { max: PLAIN_JAPANESE_LIMITS.sentenceMax } },
      { ruleId: 'max-kanji-continuous-len', rule: exported(kanjiRun, isRule), options: { max: PLAIN_JAPANESE_LIMITS.kanjiRunMax } },
      { ruleId: 'kanji-share', rule: kanjiShareRule(splitter.splitAST) },
    ],
  };
  return async (text) => {
    const result = await textlint.lintText(text, options);
    return result.messages.map((m: TextlintMessage) => {
      const rule = m.ruleId as PlainJapaneseRule;
      return { rule, message: MESSAGES[rule](m.message), ...placeOf(text, m.index) };
    });
  };
}

/** The hints for a text, in its order (none for an empty one). */
export async function plainJapaneseHints(text: string): Promise<PlainJapaneseHint[]> {
  if (!text.trim()) return [];
  loading ??= loadLint().catch((failure: unknown) => {
    // A failed load is tried again on the next call.
    loading = null;
    throw failure;
  });
  const hints = await (await loading)(text);
  return hints.sort((a, b) => a.index - b.index);
}
