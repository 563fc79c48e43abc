// The personal-information check (個人情報チェック): phone numbers, e-mail addresses, postal codes,
// street addresses and マイナンバー in a post. The post forms warn with it and the server refuses a
// マイナンバー with it, so it is plain TypeScript with no dependencies (the browser bundles it).
// What is flagged and what is deliberately not: docs/moderation.md#personal-information.

export type PersonalInfoKind = 'phone' | 'email' | 'postal_code' | 'address' | 'my_number';

export const PERSONAL_INFO_LABELS: Record<PersonalInfoKind, string> = {
  phone: '電話番号',
  email: 'メールアドレス',
  postal_code: '郵便番号',
  address: '住所',
  my_number: 'マイナンバー',
};

/** One finding: `start`/`end` index the original text (UTF-16, end exclusive), `text` is that span. */
export type PersonalInfoMatch = { kind: PersonalInfoKind; start: number; end: number; text: string };

export type PersonalInfoOptions = {
  /** Public 窓口 numbers (help lines) that are fine to post; compared by their digits only. */
  allowed?: readonly string[];
};

// ---- Folding, one character for one, so a match's offsets are the original text's ----

const FULLWIDTH_FIRST = 0xff01; // ！
const FULLWIDTH_LAST = 0xff5e; // ～
const FULLWIDTH_TO_ASCII = 0xfee0;
// Dashes people type as hyphens: ‐ ‑ ‒ – — ― − ﹣ (－ is folded with the other full-width forms).
const DASHES = /[\u2010-\u2015\u2212\ufe63]/;
// ー and ｰ are long-vowel marks in words (センター), a hyphen only between digits (090ー1234).
const LONG_VOWEL_MARKS = /[\u30fc\uff70]/;

function fold(text: string): string {
  const chars = Array.from({ length: text.length }, (_, i) => {
    const ch = text[i];
    const code = ch.charCodeAt(0);
    if (code >= FULLWIDTH_FIRST && code <= FULLWIDTH_LAST) return String.fromCharCode(code - FULLWIDTH_TO_ASCII);
    if (DASHES.test(ch)) return '-';
    if (ch === '\u3000' || ch === '\u00a0') return ' ';
    return ch;
  });
  for (let i = 1; i < chars.length - 1; i++) {
    if (LONG_VOWEL_MARKS.test(chars[i]) && /\d/.test(chars[i - 1]) && /\d/.test(chars[i + 1])) chars[i] = '-';
  }
  return chars.join('');
}

// ---- Patterns, run over the folded text ----

// A number starts and ends where no digit (or digit with a joiner, as in 2024-04-01 or 81,000) touches
// it, so a part of a longer number is never read on its own.
const NUMBER_START = String.raw`(?<!\d|\d[-.,/:])`;
const NUMBER_END = String.raw`(?!\d|[-.,/:]\d)`;
const SEP = '[-. ]?';

const PHONE = new RegExp(
  NUMBER_START +
    '(?:' +
    [
      String.raw`\+81[- ]?(?:\(0\))?\d{1,4}${SEP}\d{1,4}${SEP}\d{3,4}`, // +81 90-1234-5678
      String.raw`\(0\d{1,4}\) ?\d{1,4}${SEP}\d{3,4}`, // (03)1234-5678
      String.raw`0\d{1,4}\(\d{1,4}\)\d{3,4}`, // 03(1234)5678
      String.raw`0\d{1,4}${SEP}\d{1,4}${SEP}\d{3,4}`, // 03-1234-5678, 090 1234 5678, 09012345678
    ].join('|') +
    ')' +
    NUMBER_END,
  'g',
);

const EMAIL = /(?<![\w.%+-])[A-Za-z0-9][\w.%+-]*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}(?![A-Za-z0-9])/g;

// 〒 makes any 7 digits a postal code; without it only 3-4 digits with a hyphen, and not a range of
// amounts or counts (100-2000円).
const UNITS = '円人回年月日歳%件時分秒個枚本点級割倍週名台';
const POSTAL_CODE = new RegExp(
  String.raw`〒 ?\d{3}-?\d{4}(?!\d)|${NUMBER_START}\d{3}-\d{4}${NUMBER_END}(?! ?[${UNITS}])`,
  'g',
);

// A place name (kanji, katakana) ending in 都道府県市区町村郡, then the rest of the town's name (with
// Sapporo's 北1条西), then a 丁目・番地・号 or a hyphenated block number. A city alone
// (世田谷区に住んでいます) is no address, and words that only start with 市/区/町 (障害支援区分,
// 区役所, 市営) end no place name.
const NAME = String.raw`\u3400-\u4dbf\u4e00-\u9fff々〆ヵヶ\u30a1-\u30fa\u30fc`;
const PLACE_END = String.raw`(?:[都道府県]|[市区町村郡](?![分域間別長役民営立内外議政]))`;
const D = String.raw`(?:\d{1,4}|[一二三四五六七八九十]{1,3})`;
const BLOCK = [
  String.raw`${D}丁目(?:\d{1,4}(?:番地?|-)\d{1,4}号?|\d{1,4}番地?|\d{1,4})?`, // 2丁目3番4号, 二丁目
  String.raw`\d{1,4}番地(?:\d{1,4}(?:-\d{1,4})?)?`, // 123番地
  String.raw`${D}番${D}号`, // 3番4号
  String.raw`\d{1,4}-\d{1,4}(?:-\d{1,4})?`, // 1-2-3
].join('|');
const ADDRESS = new RegExp(
  String.raw`[${NAME}]{1,12}${PLACE_END}(?:[${NAME}]|\d{1,2}条){0,12} ?(?:${BLOCK})(?!\d|[-.,/:]\d|[${UNITS}])`,
  'g',
);

// Twelve digits that a space joins to more (4111 1111 1111 1111, a card number) are no マイナンバー.
const MY_NUMBER = new RegExp(String.raw`${NUMBER_START}(?<!\d )\d{4}[- ]?\d{4}[- ]?\d{4}${NUMBER_END}(?! \d)`, 'g');
// The names of the kinds of place are no place (市区町村1-2).
const PLACE_WORDS = /都道府県|市区?町村/;

// ---- Checks ----

/** A phone number's digits as dialled inside Japan (+81 90… → 090…). */
function nationalDigits(phone: string): string {
  const folded = fold(phone).trim();
  const digits = folded.replace(/\D/g, '');
  if (!folded.startsWith('+81')) return digits;
  const rest = digits.slice(2);
  return rest.startsWith('0') ? rest : `0${rest}`;
}

/** Ten digits, or eleven for mobile, IP and 0800 numbers (050, 070, 080, 090). */
const isPhoneNumber = (digits: string): boolean =>
  /^0[1-9]\d{8}$/.test(digits) || /^0[5789]0\d{8}$/.test(digits);

/**
 * Whether twelve digits are a マイナンバー: the last is the check digit of the first eleven
 * (the official rule: weights 2…7 then 2…6 from the right, 11 minus the sum's remainder, 0 for 0 or 1).
 */
export function isValidMyNumber(digits: string): boolean {
  const d = fold(digits).replace(/[- ]/g, '');
  if (!/^\d{12}$/.test(d)) return false;
  let sum = 0;
  for (let n = 1; n <= 11; n++) sum += Number(d[11 - n]) * (n <= 6 ? n + 1 : n - 5);
  const remainder = sum % 11;
  return Number(d[11]) === (remainder <= 1 ? 0 : 11 - remainder);
}

/** The personal information in a text, in text order, without overlaps. */
export function findPersonalInfo(text: string, options: PersonalInfoOptions = {}): PersonalInfoMatch[] {
  const folded = fold(text);
  const allowed = new Set((options.allowed ?? []).map(nationalDigits));
  const found: PersonalInfoMatch[] = [];
  const collect = (kind: PersonalInfoKind, pattern: RegExp, keep: (span: string) => boolean = () => true) => {
    for (const m of folded.matchAll(pattern)) {
      const start = m.index;
      const end = start + m[0].length;
      if (keep(m[0])) found.push({ kind, start, end, text: text.slice(start, end) });
    }
  };
  collect('phone', PHONE, (span) => {
    const digits = nationalDigits(span);
    return isPhoneNumber(digits) && !allowed.has(digits);
  });
  collect('email', EMAIL);
  collect('postal_code', POSTAL_CODE);
  collect('address', ADDRESS, (span) => !PLACE_WORDS.test(span));
  collect('my_number', MY_NUMBER, isValidMyNumber);

  // Where two overlap, the one that starts first (then the longer) stands.
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: PersonalInfoMatch[] = [];
  for (const match of found) if (kept.length === 0 || match.start >= kept[kept.length - 1].end) kept.push(match);
  return kept;
}

/** The text with each found span replaced by ＊ (U+FF0A), one for each UTF-16 unit, so the length stays. */
export function maskPersonalInfo(text: string, found: readonly Pick<PersonalInfoMatch, 'start' | 'end'>[]): string {
  const chars = text.split('');
  for (const { start, end } of found) for (let i = start; i < end && i < chars.length; i++) chars[i] = '＊';
  return chars.join('');
}
