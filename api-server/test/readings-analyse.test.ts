// The ふりがな analyser (src/readings/analyse.ts) over the real IPADIC dictionary, in this process.
import { rubyBase, type RubyText } from '@hiroba/contract/reading-aids';
import { createAnalyser, type Analyse } from '../src/readings/analyse';
import { loadTokenizer } from '../src/readings/tokenizer';

let analyse: Analyse;
beforeAll(async () => {
  analyse = createAnalyser(await loadTokenizer());
}, 30_000);

const rubies = (ruby: RubyText) => ruby.filter((s) => typeof s !== 'string');

describe('analyse', () => {
  test('glossary terms first, with kana between kanji plain', () => {
    expect(analyse('障害のある方が一人で来ました')).toEqual([['障害', 'しょうがい'], 'のある', ['方', 'かた'], 'が', ['一人', 'ひとり'], 'で', ['来', 'き'], 'ました']);
    expect(analyse('嚥下障害と褥瘡')).toEqual([['嚥下障害', 'えんげしょうがい'], 'と', ['褥瘡', 'じょくそう']]);
    expect(rubies(analyse('盲ろう者の方'))).toContainEqual(['盲', 'もう']);
  });
  test('the analyser\'s words: okurigana plain, katakana readings in hiragana', () => {
    expect(analyse('話す')).toEqual([['話', 'はな'], 'す']);
    expect(analyse('息子の更新はいつですか')).toEqual([['息子', 'むすこ'], 'の', ['更新', 'こうしん'], 'はいつですか']);
  });
  test('a term is not found inside another word, and a phrase does not split a kanji word', () => {
    expect(rubies(analyse('医療育成'))).not.toContainEqual(['療育', 'りょういく']);
    // 認知|症状: 認知症 would end between the analyser's 症 and 状.
    expect(analyse('認知症状')).toEqual([['認知', 'にんち'], ['症状', 'しょうじょう']]);
    expect(rubies(analyse('十一人が参加'))).not.toContainEqual(['一人', 'ひとり']);
    expect(rubies(analyse('大人数の会議'))).not.toContainEqual(['大人', 'おとな']);
    expect(rubies(analyse('待つ間隔'))).not.toContainEqual(['間', 'あいだ']);
    expect(rubies(analyse('夫婦二人で'))).toContainEqual(['二人', 'ふたり']);
  });
  test('a slur reading of the dictionary is never given', () => {
    const readings = rubies(analyse('盲の人と聾の人')).map((s) => s[1]);
    expect(readings).not.toContain('めくら');
    expect(readings).toContain('もう');
    // おし is the slur only as kanji alone: 押し and 教える keep their readings.
    expect(analyse('後押しを教える')).toEqual([['後押', 'あとお'], 'しを', ['教', 'おし'], 'える']);
  });
  test('the ruby joins back to the input exactly: numbers, latin, emoji, spaces and line breaks pass', () => {
    const text = '3歳の息子😊がASD（自閉スペクトラム症）と診断され、\n\n就労継続支援B型の\tA社へ。  ｶﾀｶﾅ、ｱｲｳ！ 12:30〜 http://example.jp/a?b=1 々 𠮷野家';
    const ruby = analyse(text);
    expect(rubyBase(ruby)).toBe(text);
    for (const segment of rubies(ruby)) expect(segment[1]).toMatch(/^[\u3041-\u309fー・]+$/);
  });
  test('what kuromoji itself throws on (NUL, a lone high surrogate) passes through as it is', () => {
    for (const text of ['療育\u0000手帳', '福祉\ud800の窓口', '\ud83d', '\u0000']) expect(rubyBase(analyse(text))).toBe(text);
    expect(analyse('福祉\ud800の窓口')).toEqual([['福祉', 'ふくし'], '\ud800の', ['窓口', 'まどぐち']]);
  });
  test('odd text never throws and the ruby joins back to it: what kuromoji drops or splits is placed where it is', () => {
    const odd = [
      '😀🏳️‍🌈', // an emoji, then a flag made with a variation selector and a ZWJ (kuromoji drops both)
      '家族👨‍👩‍👧‍👦で相談', // a ZWJ family
      '手👍🏽話の通訳', // a skin tone: kuromoji drops the 話 after it
      '🇯🇵の障害者手帳', // a flag of two regional indicators
      '療育❤️手帳と☺︎と#️⃣', // variation selectors, a keycap
      'é́ñ̃ が か゚ 障害', // combining marks, a combining semi-voiced mark on kana
      '\u200f障害\u200e年金\u202b手帳\u202c', // RTL and LTR marks and embeddings
      '\ufeff福祉\u200b窓口\u2060', // BOM, zero-width space, word joiner
      '\udc00障害', // a lone low surrogate
      '福祉\ud83d', // a high surrogate at the end
      '𠮷野家の𩸽と🏳️‍⚧️', // characters outside the BMP, a longer ZWJ flag
      `${'あ'.repeat(499)}😀${'療育'.repeat(10)}`, // a surrogate pair across the analyser's 500-letter pieces
      '👩🏽‍🦯‍➡️ 白杖の方', // a ZWJ sequence with a skin tone and a direction
    ];
    for (const text of odd) {
      const ruby = analyse(text);
      expect(rubyBase(ruby)).toBe(text);
      for (const segment of rubies(ruby)) expect(segment[1]).toMatch(/^[\u3041-\u309fー・]+$/);
    }
    // What kuromoji dropped is read on its own: 話 keeps its reading after the skin tone.
    expect(rubies(analyse('手👍🏽話の通訳')).map(([base]) => base)).toEqual(['手', '話', '通訳']);
    expect(rubies(analyse('家族👨‍👩‍👧‍👦で相談'))).toContainEqual(['相談', 'そうだん']);
  });
  test('empty text', () => {
    expect(analyse('')).toEqual([]);
  });
  test("a column's reading corrections come before the glossary and the analyser, longest first, only where a word starts", () => {
    // The analyser reads 市場 as しじょう; the author of a column about a morning market corrects it.
    expect(rubies(analyse('駅前の市場で買う'))).toContainEqual(['市場', 'しじょう']);
    expect(analyse('駅前の市場で買う', [{ term: '市場', reading: 'いちば' }])).toEqual([['駅前', 'えきまえ'], 'の', ['市場', 'いちば'], 'で', ['買', 'か'], 'う']);
    // Before the glossary: its own term wins over the site's.
    expect(rubies(analyse('一人で', [{ term: '一人', reading: 'いちにん' }]))).toEqual([['一人', 'いちにん']]);
    // Longest first among the corrections, okurigana aligned.
    const corrections = [{ term: '市', reading: 'いち' }, { term: '朝市場', reading: 'あさいちば' }];
    expect(rubies(analyse('朝市場へ行く', corrections))).toContainEqual(['朝市場', 'あさいちば']);
    // Not inside another word (医療|育成), and not kept between calls.
    expect(rubies(analyse('医療育成', [{ term: '療育', reading: 'りょういく' }]))).not.toContainEqual(['療育', 'りょういく']);
    expect(rubies(analyse('駅前の市場で買う'))).toContainEqual(['市場', 'しじょう']);
  });
  test('a long text is read in pieces cut after a break: a run of 100,000 letters is read, and words are not cut', () => {
    const run = 'a'.repeat(100_000);
    expect(analyse(`${run}市場`)).toEqual([run, ['市場', 'しじょう']]);
    const sentences = '障害のある方が一人で来ました。'.repeat(300);
    const ruby = analyse(sentences);
    expect(rubyBase(ruby)).toBe(sentences);
    expect(rubies(ruby).filter((s) => s[0] === '一人')).toHaveLength(300);
  });
});
