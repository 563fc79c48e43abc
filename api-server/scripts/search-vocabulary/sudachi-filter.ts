// Which of SudachiDict's synonym groups (npm sudachi-synonyms-dictionary, Apache-2.0: 26,152 groups)
// belong to the search vocabulary (docs/search.md#the-vocabulary), and how each is written there. Only
// words of the same vocabulary number are one word for search (療育手帳 / 愛の手帳 / みどりの手帳); a
// group's other numbers are related words (看護 / 介護 / 介助), kept apart. Run by
// `npm run search-words:sudachi`; api-server/test/search-vocabulary.test.ts checks the written file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SourceGroup, VocabularyTopic, WordKind } from '../../src/search/vocabulary/source-group';

interface SudachiItem {
  expandControl: 0 | 1 | 2;
  vocabularyNumber: number | undefined;
  gokeiSyubetsu: string;
  ryakusyou: string;
  hyoukiYure: string;
  bunya: string[];
  midashi: string;
}
interface SudachiGroup {
  id: string;
  items: SudachiItem[];
}

// The package exports only its loader; the JSON sits beside it.
export const SUDACHI_JSON = path.join(path.dirname(require.resolve('sudachi-synonyms-dictionary')), 'sudachi-synonyms-dictionary.json');

// A group belongs to the field when one of its words holds one of these.
const FIELD = [
  '障害', '障がい', '障碍', '福祉', '介護', '介助', '手帳', '年金', '手当', '生活保護', '療育', '看護', '医療', '精神', '知的', '発達',
  '聴覚', '視覚', '聾', 'ろう者', '盲', '手話', '点字', '車椅子', '車いす', '特別支援', '養護', 'リハビリ', '後見', '扶養', '就労', '雇用',
  '保健', '難病', '認知症', 'ケアマネ', 'ヘルパー', 'うつ病', '鬱病', '自閉', '多動', '学習障害', 'てんかん', '保育', '学童', '社会福祉',
  '厚生', '統合失調', '依存症', 'ストレス障害', '補聴', '義肢', '装具', 'ホームヘルプ', 'デイサービス', 'ショートステイ', '老人ホーム',
];
// Not the field, whatever the words: names of companies, universities and sports, beauty, fashion.
const OTHER_FIELDS = new Set(['企業名', '旧企業名', '大学名', 'スポーツ', '美容', 'ファッション', '動物', '食品', 'IT']);
// Groups of the field's words that a searcher does not mean as one (a pension product is not 障害年金),
// or that are written differently in our own groups: kept out by id.
const LEFT_OUT = new Set([
  '000310', // 支援 / サポート / 応援: an umbrella, every post would match
  '000401', // スピリット / 精神
  '014092', // メンタル / 精神的
  '014102', // やる気 / 精神力
  '010092', // フロンティア精神
  '008369', // 精神性 / 霊性
  '012673', // 頭脳労働 / 精神労働
  '017524', // 抒情精神
  '018981', // 精神集中
  '019104', // 精神主義
  '008266', // ビジュアル / 視覚的
  '013332', // ケアレスミス
  '008028', // アフターケア
  '011006', // イージーケア
  '008737', // 高障害 (hurdles)
  '001384', // 知的財産
  '001385', // 知的財産権
  '024748', // 小切手帳
  '021872', // 生徒手帳
  '000199', // 寄付 / 募金 / 支援金
  // Insurance, pay and company pensions: words of 年金, 手当 and 保健 that are not welfare.
  '000520', '001090', '001359', '001360', '001361', '001362', '001482', '010843', '021246', '021261', '021266', '021285', '021365', '021366',
  '021393', '021414', '021570', '021578', '021579', '021595', '021668', '021972', '021986', '022546', '024333', '024336', '024448', '024914',
  // Laws, bodies and terms of other fields that share a word with ours.
  '000963', '022388', '022389', '022390', '022392', '022397', '022415', '022759', '024349', '024392', '024398', '024630', '026086',
]);
// Never a word of ours, whatever a dictionary holds (derogatory names).
const NEVER = new Set(['ナマポ', 'めくら', 'つんぼ', 'おし', 'きちがい', '気違い', 'かたわ', '片輪', 'びっこ', '精神薄弱', '痴呆', '精神分裂病']);
// Words a searcher would not mean by the group (障害法 names no one law), left out of it.
const NOT_THE_SAME = new Set(['障害法', 'リハ']);
// Readings the analyser gets wrong for these short names (it reads 厚 as あつ, 児 as こ).
const READINGS: Record<string, string> = {
  厚労省: 'こうろうしょう',
  厚保: 'こうほ',
  厚保法: 'こうほほう',
  厚年: 'こうねん',
  雇保: 'こほ',
  国年: 'こくねん',
  知更相: 'ちこうそう',
  児発管: 'じはつかん',
};
// Spelled-out English names (rehabilitation, care manager) help no one here; abbreviations (ADHD) do.
const ENGLISH_NAME = /^[a-z][a-z .'-]{4,}$/;

/** The kind of a word as SudachiDict marks it. */
function kindOf(item: SudachiItem, first: boolean): WordKind {
  if (first) return 'main';
  if (item.gokeiSyubetsu === '旧称') return 'old';
  if (item.gokeiSyubetsu === '間違い' || item.hyoukiYure === '間違い表記') return 'slip';
  if (item.ryakusyou.startsWith('略語')) return 'short';
  if (item.gokeiSyubetsu === '別称') return 'common';
  return 'spelling';
}

/** The topic of a group by its words (our own groups name theirs by hand). */
function topicOf(words: string[]): VocabularyTopic {
  const text = words.join(' ');
  const rules: [RegExp, VocabularyTopic][] = [
    [/手帳/, 'handbook'],
    [/年金|手当|生活保護|扶養|控除|医療費|療養費/, 'money'],
    [/法$|法律|制度/, 'law'],
    [/雇用|就労|職業/, 'work'],
    [/学校|学級|教育|学童|保育/, 'school'],
    [/看護師|士$|マネ|ヘルパー|専門員|責任者/, 'profession'],
    [/医療|看護|リハビリ|病院|ケア/, 'medical'],
    [/後見|権利/, 'rights'],
    [/施設|ホーム/, 'housing'],
    [/協議会|事務所|機構|センター|相談所/, 'office'],
    [/障害|障がい|障碍|症|病|盲|ろう|聾/, 'disability'],
  ];
  return rules.find(([rule]) => rule.test(text))?.[1] ?? 'life';
}

export type SudachiGroupOut = Omit<SourceGroup, 'words'> & { id: string; words: (readonly [string, string | null, WordKind])[] };

/** The field's groups, one per vocabulary number with two words or more; readings the analyser would miss are given, the others left to it (null). */
export function filterSudachi(groups: SudachiGroup[]): SudachiGroupOut[] {
  const out: SudachiGroupOut[] = [];
  for (const group of groups) {
    if (LEFT_OUT.has(group.id)) continue;
    const items = group.items.filter((item) => item.expandControl !== 2 && !item.bunya.some((b) => OTHER_FIELDS.has(b)));
    if (!items.some((item) => FIELD.some((word) => item.midashi.includes(word)))) continue;
    const byNumber = new Map<number, SudachiItem[]>();
    for (const item of items) byNumber.set(item.vocabularyNumber ?? 0, [...(byNumber.get(item.vocabularyNumber ?? 0) ?? []), item]);
    for (const [number, same] of byNumber) {
      const kept = same.filter((item) => !NEVER.has(item.midashi) && !NOT_THE_SAME.has(item.midashi) && !ENGLISH_NAME.test(item.midashi.toLowerCase()));
      if (kept.length < 2 || !kept.some((item) => FIELD.some((word) => item.midashi.includes(word)))) continue;
      const words = kept.map((item, i) => [item.midashi, READINGS[item.midashi] ?? null, kindOf(item, i === 0)] as const);
      out.push({ id: `${group.id}-${number}`, topic: topicOf(kept.map((item) => item.midashi)), words });
    }
  }
  return out;
}

export const readSudachi = (): SudachiGroup[] => JSON.parse(readFileSync(SUDACHI_JSON, 'utf8')) as SudachiGroup[];
