// Aligning a word's whole reading over its kanji runs (src/readings/align.ts).
import { rubyBase } from '@hiroba/contract/reading-aids';
import { alignReading } from '../src/readings/align';

describe('alignReading', () => {
  test('kana between kanji runs stays plain', () => {
    expect(alignReading('障害のある方', 'しょうがいのあるかた')).toEqual([['障害', 'しょうがい'], 'のある', ['方', 'かた']]);
  });
  test('okurigana stays plain', () => {
    expect(alignReading('話す', 'はなす')).toEqual([['話', 'はな'], 'す']);
    expect(alignReading('手続き', 'てつづき')).toEqual([['手続', 'てつづ'], 'き']);
    expect(alignReading('お子さん', 'おこさん')).toEqual(['お', ['子', 'こ'], 'さん']);
  });
  test('katakana in the base stays plain, matched against the hiragana reading', () => {
    expect(alignReading('放課後等デイサービス', 'ほうかごとうでいさーびす')).toEqual([['放課後等', 'ほうかごとう'], 'デイサービス']);
    expect(alignReading('障害者就業・生活支援センター', 'しょうがいしゃしゅうぎょう・せいかつしえんせんたー')).toEqual([
      ['障害者就業', 'しょうがいしゃしゅうぎょう'],
      '・',
      ['生活支援', 'せいかつしえん'],
      'センター',
    ]);
  });
  test('a katakana reading (the analyser\'s) aligns too', () => {
    expect(alignReading('行う', 'おこなう')).toEqual([['行', 'おこな'], 'う']);
    expect(alignReading('食べ物', 'タベモノ')).toEqual([['食', 'た'], 'べ', ['物', 'もの']]);
  });
  test('all kanji: one segment; no kanji: plain', () => {
    expect(alignReading('療育手帳', 'りょういくてちょう')).toEqual([['療育手帳', 'りょういくてちょう']]);
    expect(alignReading('ひらがな', 'ひらがな')).toEqual(['ひらがな']);
    expect(alignReading('ABC', 'えーびーしー')).toEqual(['ABC']);
  });
  test('a reading that does not fit the kana gives the whole word one reading', () => {
    expect(alignReading('話す', 'かたる')).toEqual([['話す', 'かたる']]);
  });
  test('every result joins back to the base', () => {
    for (const [base, reading] of [['障がいのある方', 'しょうがいのあるかた'], ['一人暮らし', 'ひとりぐらし'], ['自閉スペクトラム症', 'じへいすぺくとらむしょう']]) {
      expect(rubyBase(alignReading(base, reading))).toBe(base);
    }
  });
});
