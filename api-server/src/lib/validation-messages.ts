// Schema (Ajv) errors in plain Japanese, each naming its field by its label (@hiroba/contract's
// FIELD_LABELS, the same the forms use): what a form shows beside the field.
import { FIELD_LABELS } from '@hiroba/contract';
import { READING_CORRECTION_LABELS, READING_CORRECTION_MESSAGES } from '@hiroba/contract/reading-aids';
import type { FastifySchemaValidationError } from 'fastify';
import type { ErrorItem } from './http-errors';

/** Messages that read better than the generic ones for a particular field. */
/** The explicit agreement to the final confirmation before paying (特定商取引法 12条の6). */
export const AGREE_REQUIRED_MESSAGE = 'お申し込み内容を確認し、同意のチェックを入れてください。';
/** The consent to post (users/posting-consent.ts): the explanation was read and agreed to. */
export const CONSENT_REQUIRED_MESSAGE = '投稿についての説明を読んで、同意のチェックを入れてください。';

const FIELD_MESSAGES: Record<string, Partial<Record<string, string>>> = {
  email: { format: 'メールアドレスの形式が正しくありません。', maxLength: 'メールアドレスが長すぎます。' },
  password: { pattern: 'パスワードは数字だけにせず、英字や記号も入れてください。' },
  agree_terms: { const: '利用規約に同意してください。', type: '利用規約に同意してください。', required: '利用規約に同意してください。' },
  code: { pattern: '確認コードは6桁の数字で入力してください。' },
  agree: { const: AGREE_REQUIRED_MESSAGE, type: AGREE_REQUIRED_MESSAGE, required: AGREE_REQUIRED_MESSAGE },
  consent: { const: CONSENT_REQUIRED_MESSAGE, type: CONSENT_REQUIRED_MESSAGE, required: CONSENT_REQUIRED_MESSAGE },
  // A column's reading corrections (contract/src/reading-aids.ts).
  term: { pattern: READING_CORRECTION_MESSAGES.termWithoutKanji },
  reading: { pattern: READING_CORRECTION_MESSAGES.readingNotHiragana },
  reading_corrections: { maxItems: READING_CORRECTION_MESSAGES.tooMany },
};

/**
 * Lists whose rows the form shows as fields of their own (a column's reading corrections: 語 and 読み
 * on each row): an error inside one names the row's field (reading_corrections.2.reading).
 */
const ROW_LISTS = new Set(['reading_corrections']);

function label(field: string): string {
  return FIELD_LABELS[field] ?? READING_CORRECTION_LABELS[field] ?? `「${field}」`;
}

/** A field's label: a list's own name for its rows' field first (words.0.text is a 言葉, FIELD_LABELS['words.text']), else the last part's. */
function labelOf(field: string): string {
  const parts = field.split('.').filter((part) => !/^\d+$/.test(part));
  const inList = parts.slice(-2).join('.');
  return (parts.length > 1 ? FIELD_LABELS[inList] : undefined) ?? label(parts.at(-1) ?? field);
}

function fieldOf(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') return String(params.missingProperty);
  if (error.keyword === 'additionalProperties') return String(params.additionalProperty);
  // '/user_information/nickname' → 'user_information.nickname'; the last part names the field.
  // An item of a list (tag_ids/1) is shown beside its list's field.
  return error.instancePath.replace(/^\//, '').replace(/(\/\d+)+$/, '').replace(/\//g, '.');
}

/**
 * The list an error is inside (settings/0/kind, a missing key of settings/0): the form shows a list of
 * objects as one field, so the error is named by it. Null outside lists.
 */
function listOf(error: FastifySchemaValidationError): string | null {
  const list = /^\/(.+?)\/\d+(?:\/|$)/.exec(error.instancePath);
  return list ? list[1].replace(/\//g, '.') : null;
}

/**
 * Whether an answer's error field names `field`: the field itself, or for a list of ROW_LISTS one of
 * its rows' fields (reading_corrections.0.term names reading_corrections).
 */
export function namesField(errorField: string | undefined, field: string): boolean {
  if (errorField === field) return true;
  const row = /^([^.]+)\.\d+(?:\.|$)/.exec(errorField ?? '');
  return row !== null && row[1] === field && ROW_LISTS.has(field);
}

/** An error inside a row of ROW_LISTS, by the row's field (reading_corrections.2.reading); else null. */
function rowFieldOf(error: FastifySchemaValidationError): string | null {
  const row = /^\/([^/]+)\/(\d+)(?:\/([^/]+))?$/.exec(error.instancePath);
  if (!row || !ROW_LISTS.has(row[1])) return null;
  const missing = error.keyword === 'required' ? String((error.params as Record<string, unknown>).missingProperty) : undefined;
  const leaf = row[3] ?? missing;
  return leaf ? `${row[1]}.${row[2]}.${leaf}` : `${row[1]}.${row[2]}`;
}

function messageFor(error: FastifySchemaValidationError, field: string): string {
  const params = error.params as Record<string, unknown>;
  const leaf = field.split('.').pop() ?? field;
  const special = FIELD_MESSAGES[leaf]?.[error.keyword];
  if (special) return special;
  const name = labelOf(field);
  switch (error.keyword) {
    case 'additionalProperties':
      return `「${field}」は使えない項目です。`;
    case 'required':
      return `${name}を入力してください。`;
    case 'minLength':
      return Number(params.limit) <= 1 ? `${name}を入力してください。` : `${name}は${params.limit}文字以上で入力してください。`;
    case 'maxLength':
      return `${name}は${params.limit}文字以内で入力してください。`;
    case 'minimum':
      return `${name}は${params.limit}以上の数を入力してください。`;
    case 'maximum':
      return `${name}は${params.limit}以下の数を入力してください。`;
    case 'minItems':
      return `${name}を${params.limit}つ以上入力してください。`;
    case 'maxItems':
      return `${name}は${params.limit}個まで選べます。`;
    case 'uniqueItems':
      return `${name}が重複しています。`;
    case 'enum':
    case 'const':
    case 'anyOf':
      return `${name}の値が正しくありません。`;
    default:
      return `${name}の形式が正しくありません。`;
  }
}

/**
 * A text with a character PostgreSQL cannot store (U+0000, a lone surrogate; plugins/storable-text.ts),
 * named like a schema error; '' is the whole body.
 */
export function unstorableTextItem(field: string): ErrorItem {
  if (!field) return { message: '送信された内容に使えない文字が含まれています。' };
  return { field, message: `${label(field.split('.').pop() ?? field)}に使えない文字が含まれています。` };
}

/**
 * A body that is a union of shapes (create_session's: a subscription needs `agree`, a card change
 * does not) fails in each of them, and Ajv reports every shape's errors with a summary for the whole
 * body. The reader is told what the nearest shape lacks: the one with the fewest errors, the first on
 * a tie (a union lists its usual shape first).
 */
function nearestShape(errors: FastifySchemaValidationError[]): FastifySchemaValidationError[] {
  const union = errors.find((e) => e.keyword === 'anyOf' && e.instancePath === '');
  if (!union) return errors;
  const prefix = `${union.schemaPath}/`;
  const shapeOf = (e: FastifySchemaValidationError) => (e.schemaPath.startsWith(prefix) ? Number(e.schemaPath.slice(prefix.length).split('/')[0]) : null);
  const counts = new Map<number, number>();
  for (const error of errors) {
    const shape = shapeOf(error);
    if (shape !== null) counts.set(shape, (counts.get(shape) ?? 0) + 1);
  }
  const [nearest] = [...counts].sort(([a, m], [b, n]) => m - n || a - b)[0] ?? [];
  return errors.filter((e) => e !== union && (shapeOf(e) === null || shapeOf(e) === nearest));
}

/** One message per field (Ajv may report a field several times, e.g. for each branch of anyOf). */
export function validationErrorItems(errors: FastifySchemaValidationError[]): ErrorItem[] {
  const byField = new Map<string, FastifySchemaValidationError[]>();
  for (const error of nearestShape(errors)) {
    const field = rowFieldOf(error) ?? listOf(error) ?? fieldOf(error);
    byField.set(field, [...(byField.get(field) ?? []), error]);
  }
  return [...byField.entries()].map(([field, fieldErrors]) => {
    if (!field) return { message: '送信された内容の形式が正しくありません。' };
    const summary = fieldErrors.find((e) => e.keyword === 'anyOf');
    // A nullable field (null | string) reads best with its one real branch's error ("100文字以内");
    // a true union (per: number | 'all') with the anyOf summary ("値が正しくありません").
    const branches = fieldErrors.filter((e) => e.keyword !== 'anyOf' && !(e.keyword === 'type' && (e.params as { type?: string }).type === 'null'));
    const chosen = summary && branches.length !== 1 ? summary : (branches[0] ?? fieldErrors[0]);
    // Worded for the part that is wrong (an item's 種類), named by the field the form shows.
    return { field, message: messageFor(chosen, fieldOf(chosen)) };
  });
}
