// The search vocabulary's sources (docs/search.md#the-vocabulary): the SudachiDict file is what its
// filter writes, the merged built-in groups join no unrelated words, and readings are hiragana.
import { readFileSync } from 'node:fs';
import { createAnalyser } from '../src/readings/analyse';
import { loadTokenizer } from '../src/readings/tokenizer';
import { filterSudachi, readSudachi } from '../scripts/search-vocabulary/sudachi-filter';
import { SUDACHI_GROUPS_FILE, formatSudachiGroups, readingOf } from '../scripts/search-vocabulary/sudachi-file';
import { normalizeForSearch } from '../src/search/search-text';
import { builtinGroups } from '../src/search/vocabulary/builtin';
import { OUR_GROUPS } from '../src/search/vocabulary/our-groups';
import { VOCABULARY_TOPICS } from '../src/search/vocabulary/source-group';
import { buildVocabulary, wordForms } from '../src/search/vocabulary/vocabulary';

test('the SudachiDict groups are what `npm run search-words:sudachi` writes from the dictionary', async () => {
  const analyse = createAnalyser(await loadTokenizer());
  const groups = filterSudachi(readSudachi()).map((g) => ({ ...g, words: g.words.map(([text, reading, kind]) => [text, reading ?? readingOf(analyse(text)), kind] as const) }));
  expect(readFileSync(SUDACHI_GROUPS_FILE, 'utf8')).toBe(formatSudachiGroups(groups));
}, 60_000);

describe('the built-in groups', () => {
  const groups = builtinGroups();
  const multi = groups.filter((g) => g.words.length > 1);

  test('at least 150 groups of two words or more, over every topic', () => {
    expect(multi.length).toBeGreaterThanOrEqual(150);
    for (const topic of Object.keys(VOCABULARY_TOPICS)) expect(multi.filter((g) => g.topic === topic).length).toBeGreaterThanOrEqual(5);
  });

  test('no word (nor reading) of a group is in another group: nothing joins unrelated words', () => {
    const owner = new Map<string, string>();
    const shared: string[] = [];
    for (const group of multi) {
      for (const form of new Set(group.words.map((w) => normalizeForSearch(w.text)))) {
        const other = owner.get(form);
        if (other && other !== group.key) shared.push(`${form}: ${other} / ${group.key}`);
        owner.set(form, group.key);
      }
    }
    expect(shared).toEqual([]);
  });

  test('our readings are hiragana, and no group is empty', () => {
    for (const group of OUR_GROUPS) {
      expect(group.words.length).toBeGreaterThanOrEqual(2);
      for (const [text, reading] of group.words) expect(`${text} ${reading}`).toMatch(/ [\u3041-\u3096ー・]+$/);
    }
    for (const group of groups) for (const word of group.words) expect(wordForms(word).length).toBeGreaterThan(0);
  });

  test('the lookups: a word, its reading and a slip find their group', () => {
    const vocabulary = buildVocabulary(groups);
    const groupOf = (form: string) => vocabulary.groupsOf(normalizeForSearch(form)).map((g) => g.words[0].text);
    expect(groupOf('放デイ')).toEqual(['放課後等デイサービス']);
    expect(groupOf('ｸﾞﾙｰﾌﾟﾎｰﾑ')).toEqual(groupOf('共同生活援助'));
    expect(groupOf('みどりの手帳')).toEqual(groupOf('愛の手帳'));
    expect(groupOf('りょういくてちょう')).toEqual(groupOf('療育手帳'));
    expect(vocabulary.longestAt(normalizeForSearch('障害年金の更新'), 0)?.form).toBe(normalizeForSearch('障害年金'));
    expect(vocabulary.slipsOf(normalizeForSearch('自立支援医僚')).map((s) => s.groups[0].words[0].text)).toContain('自立支援医療');
    expect(vocabulary.slipsOf(normalizeForSearch('手話'))).toEqual([]);
  });
});
