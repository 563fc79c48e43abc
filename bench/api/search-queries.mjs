// The queries of the search benchmark (docs/search.md#measured): words people type for what the bulk
// questions hold, as the field writes them (short names, other spellings, regional and old names,
// readings in hiragana), so each is widened through its group of the vocabulary; alone, and with one
// or two of the words that go with them. In a fixed order, so two runs ask the same.
import { createRandom } from './japanese-text.mjs';

/** A word each, widened through its group: the bulk text writes most of them another way. */
export const SEARCH_TERMS = [
  '放デイ', 'GH', 'B型', '作業所', 'ショートステイ', '重訪', 'ガイヘル', '精神手帳', '愛の手帳', 'しょうがいねんきん',
  '障がい', '手話', '点字', '自立支援医療', 'ケアホーム', 'りょういく', '就労移行', '相談員', '受給者証', '特児',
];
/** Words that go with them in a question. */
export const SEARCH_COMPANIONS = ['更新', '申請', '見学', '費用', '送迎', '家賃', '併用', '相談', '書類', '体験'];

/** `n` queries of `words` words each (a term, then companions), in a seeded order. */
export function searchQueries(words, n = 400, seed = 11) {
  const r = createRandom(seed);
  return Array.from({ length: n }, () => {
    const companions = new Set();
    while (companions.size < words - 1) companions.add(r.pick(SEARCH_COMPANIONS));
    return [r.pick(SEARCH_TERMS), ...companions].join(' ');
  });
}
