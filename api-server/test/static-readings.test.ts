// The fixed text's ふりがな never go stale (docs/reading-aids.md#fixed-text): every fixed string with kanji
// that a page header, <Prose> or <StaticRuby> draws has readings in static-readings.json that join back to
// exactly that string, and the file holds no text the site no longer shows.
import { readFileSync } from 'node:fs';
import { rubyBase, type RubyText } from '@hiroba/contract/reading-aids';
import { collectStaticTexts, jsxText } from '../scripts/static-readings/collect';
import { STATIC_READINGS_COMMAND, STATIC_READINGS_FILE } from '../scripts/static-readings/readings-file';

// The TypeScript program over the apps' sources takes 10–20 seconds on a busy machine.
jest.setTimeout(120_000);

describe('the static readings', () => {
  it('has readings for every fixed text with kanji, and nothing else', () => {
    const texts = collectStaticTexts();
    const readings = JSON.parse(readFileSync(STATIC_READINGS_FILE, 'utf8')) as Record<string, RubyText>;
    const missing = [...texts].filter(([text]) => !Object.hasOwn(readings, text) || rubyBase(readings[text]) !== text).map(([text, where]) => `${where} ${JSON.stringify(text)}`);
    const gone = Object.keys(readings).filter((text) => !texts.has(text));
    const advice = `run \`${STATIC_READINGS_COMMAND}\` and commit shared-ui/src/readings/static-readings.json`;
    expect({ missing, gone, advice }).toEqual({ missing: [], gone: [], advice });
    // Known texts are found: a page header's title and lead, a Prose heading and a link's text inside Prose.
    expect(texts.has('障害福祉Q&Aひろばについて')).toBe(true);
    expect(texts.has('大切にしていること')).toBe(true);
    expect(texts.has('専門家の登録について')).toBe(true);
    expect(texts.has('マイページ')).toBe(false); // no kanji: nothing to read
  });

  it('takes JSX text as React gets it', () => {
    expect(jsxText('\n          このサイトは ')).toBe('このサイトは ');
    expect(jsxText(' が運営しています。\n          ')).toBe(' が運営しています。');
    expect(jsxText('\n  一行目\n\n  二行目\n')).toBe('一行目 二行目');
    expect(jsxText('\n  \u3000窓口\n')).toBe('\u3000窓口'); // only spaces and tabs are trimmed
  });
});
