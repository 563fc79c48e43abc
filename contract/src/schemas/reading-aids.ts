// The reading aids' calls (docs/reading-aids.md): the plain-Japanese hints of the column editor.
import { Type } from 'typebox';
import { PLAIN_JAPANESE_RULES, PLAIN_JAPANESE_TEXT_MAX } from '../reading-aids';
import { StrictObject } from './common';

/** The text to check (the やさしい日本語の要約 as typed); empty answers no hints. */
export const PlainJapaneseHintsBodySchema = StrictObject({ text: Type.String({ maxLength: PLAIN_JAPANESE_TEXT_MAX }) });

/** One hint: which rule, its advice in Japanese, and where (line and column from 1, index from 0). */
export const PlainJapaneseHintSchema = Type.Object({
  rule: Type.Enum(PLAIN_JAPANESE_RULES),
  message: Type.String(),
  line: Type.Integer({ minimum: 1 }),
  column: Type.Integer({ minimum: 1 }),
  index: Type.Integer({ minimum: 0 }),
});

/** The hints, in the order of the text. */
export const PlainJapaneseHintsSchema = Type.Object({ hints: Type.Array(PlainJapaneseHintSchema) });
