// The one place a text people write is checked before it is saved (docs/moderation.md): questions,
// comments, replies, nicknames, expert applications and contact messages all pass here.
// - A valid マイナンバー is refused (400 naming the field): the law lets no one collect it.
// - Watched words, matched on normalised text (contract/src/text.ts): block refuses the text (400
//   naming the field); hold saves it held; flag publishes it and puts it in the queue.
// - Crisis words never refuse anything: the answer carries crisis_help and the post goes on top of
//   the queue. A text with a crisis word and a block word is held instead of refused, so a person in
//   danger is never turned away.
// - In a public post, a telephone number, address, e-mail or postal code (the operators' help lines
//   excepted) holds it with the reason 個人情報の可能性.
import { FIELD_LABELS, PERSONAL_INFO_LABELS, findNormalized, findPersonalInfo, type PersonalInfoKind } from '@hiroba/contract';
import type { Queryable } from '../db/database';
import { badRequest } from '../lib/http-errors';
import type { ReviewReasonEntry } from './review-repository';
import { helpLineNumbers } from './help-line-repository';
import { allWatchedWords } from './watched-word-repository';

export interface ScreenedText {
  /** The request field it came from: the 400's field. */
  field: string;
  text: string | null | undefined;
}

/** What the screening found; nothing when `reasons` is empty. */
export interface Verdict {
  /** Why it goes to the queue. */
  reasons: ReviewReasonEntry[];
  /** Saved held (承認待ち) until an admin approves it. */
  hold: boolean;
  /** Words that show the writer may be in danger: the help lines first, the queue's top. */
  crisis: boolean;
}

export const NO_CONCERN: Verdict = { reasons: [], hold: false, crisis: false };

export const MY_NUMBER_REFUSED =
  'マイナンバー（個人番号）は書き込めません。法律で、必要な場合のほかは集めたり残したりできないことになっています。該当する数字を消してから送ってください。';

const label = (field: string) => FIELD_LABELS[field] ?? field;

/**
 * Checks texts before they are saved. `publicPost`: the text is shown to others (the personal
 * information check applies); contact messages and applications go to the operators only.
 */
export async function screenTexts(db: Queryable, texts: readonly ScreenedText[], options: { publicPost: boolean }): Promise<Verdict> {
  const present = texts.filter((t): t is { field: string; text: string } => typeof t.text === 'string' && t.text.trim() !== '');
  if (present.length === 0) return NO_CONCERN;
  const allowed = await helpLineNumbers(db);
  const found = present.map((t) => ({ ...t, info: findPersonalInfo(t.text, { allowed }) }));
  const myNumber = found.find((t) => t.info.some((m) => m.kind === 'my_number'));
  if (myNumber) throw badRequest(myNumber.field, `${label(myNumber.field)}: ${MY_NUMBER_REFUSED}`);

  const words = await allWatchedWords(db);
  const hits = present.flatMap((t) => wordsIn(t.text, words).map((w) => ({ field: t.field, ...w })));
  const crisis = hits.some((h) => h.action === 'crisis');
  const block = hits.find((h) => h.action === 'block');
  if (block && !crisis) {
    throw badRequest(block.field, `${label(block.field)}に、このサイトでは使えない言葉（「${block.word}」）が含まれています。表現を変えてから送ってください。`);
  }

  const reasons: ReviewReasonEntry[] = [];
  if (crisis) reasons.push({ reason: 'crisis', detail: unique(hits.filter((h) => h.action === 'crisis').map((h) => h.word)) });
  const watched = hits.filter((h) => h.action === 'hold' || h.action === 'flag' || h.action === 'block');
  if (watched.length) reasons.push({ reason: 'watched_word', detail: unique(watched.map((h) => h.word)) });
  const personal = options.publicPost ? [...new Set(found.flatMap((t) => t.info.map((m) => m.kind)))] : [];
  if (personal.length) reasons.push({ reason: 'personal_info', detail: personal.map((kind: PersonalInfoKind) => PERSONAL_INFO_LABELS[kind]).join('、') });

  const hold = personal.length > 0 || watched.some((h) => h.action !== 'flag');
  return { reasons, hold, crisis };
}

const unique = (words: string[]) => [...new Set(words)].join('、');

/** The watched words a text holds, matched as contract/src/text.ts matches them (normalised). */
function wordsIn<W extends { word: string }>(text: string, words: readonly W[]): W[] {
  const found = findNormalized(text, words.map((w) => w.word));
  return words.filter((w) => found.includes(w.word));
}

/** Whether a search's words show the person may be in danger (the search page shows the help lines). */
export async function hasCrisisWords(db: Queryable, text: string): Promise<boolean> {
  const crisisWords = (await allWatchedWords(db)).filter((w) => w.action === 'crisis');
  return wordsIn(text, crisisWords).length > 0;
}
