// Small pure parts: password hashes, the page route matcher, search keys, cache headers.
import { matchPage } from '@hiroba/contract/routes';
import { createPasswordHasher } from '../src/lib/password';
import { formKeysOf, searchKeysOf } from '../src/search/search-keys';
import { normalizeForSearch } from '../src/search/search-text';
import { cacheControlFor } from '../src/site/web-routes';
import { tokenFromHeader } from '../src/lib/tokens';

describe('passwords', () => {
  const hasher = createPasswordHasher(10);
  test('hash carries its parameters, verifies, and refuses a wrong password', async () => {
    const hash = await hasher.hash('correct horse');
    expect(hash).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(await hasher.verify('correct horse', hash)).toBe(true);
    expect(await hasher.verify('correct hors', hash)).toBe(false);
    expect(await hasher.verify('correct horse', 'garbage')).toBe(false);
    expect(hash).not.toBe(await hasher.hash('correct horse'));
  });
  test('a hash made with other parameters still verifies and asks to be redone', async () => {
    const old = await createPasswordHasher(11).hash('pass-word-1');
    expect(await hasher.verify('pass-word-1', old)).toBe(true);
    expect(hasher.needsRehash(old)).toBe(true);
    expect(hasher.needsRehash(await hasher.hash('x'))).toBe(false);
  });
  test('the production cost (N=2^17) runs within maxmem', async () => {
    const strong = createPasswordHasher(17);
    const hash = await strong.hash('pass-word-1');
    expect(await strong.verify('pass-word-1', hash)).toBe(true);
  }, 20_000);
});

describe('route matcher over the real route table', () => {
  const isPage = (url: string) => matchPage(url) !== null;
  test.each(['/', '/about/', '/search', '/search/%E7%A6%8F%E7%A5%89', '/public_profile/3/name', '/view-profile/user/3', '/question-and-answer/%E5%B0%82%E9%96%80%E5%AE%B6/9', '/admin/categories/edit', '/column/x?page=2'])(
    '%s is a page',
    (p) => expect(isPage(p)).toBe(true),
  );
  test.each(['/nope', '/question-and-answer/foo', '/search/a/b', '/admin/experts/new/x', '/%E0%A4%A', '/my-page/unknown'])('%s is not', (p) =>
    expect(isPage(p)).toBe(false),
  );
});

describe('search normalisation', () => {
  test('NFKC, lower case, katakana folded to hiragana, spaces of any width', () => {
    expect(normalizeForSearch('ＡＢＣ　グループホーム  ﾃｽﾄ')).toBe('abc ぐるーぷほーむ てすと');
  });
  describe('search keys', () => {
    const finds = (form: string, text: string) => formKeysOf(form)!.every((key) => searchKeysOf(text).includes(key));
    test('a text holds the runs of two and three letters of each word, distinct, none across a space or a line', () => {
      // 福祉: 1 pair; 手話通訳: 3 pairs and 2 runs of three; a: none.
      expect(searchKeysOf('福祉 手話通訳 a')).toHaveLength(6);
      expect(searchKeysOf('福祉 福祉\n福祉')).toHaveLength(1);
      expect(finds('祉手', '福祉 手話')).toBe(false);
      expect(finds('祉手', '福祉\n手話')).toBe(false);
    });
    test('a two-letter form is its pair, a longer one the chain of its runs of three', () => {
      expect(formKeysOf('福祉')).toHaveLength(1);
      expect(finds('福祉', '障害福祉サービス')).toBe(true);
      expect(formKeysOf('就労移行支援')).toHaveLength(4);
      expect(finds('就労移行支援', 'a型の就労移行支援事業所')).toBe(true);
      expect(finds('就労移行支援', '就労 移行 支援')).toBe(false);
      expect(finds('手話通訳', '手話の通訳')).toBe(false);
      expect(finds('手話通訳', '通訳と手話')).toBe(false);
    });
    test('letters outside the BMP (an emoji, a rare kanji) are keyed too', () => {
      expect(finds('𠮷野', '𠮷野家')).toBe(true);
      expect(finds('😀あ', 'いい😀あさ')).toBe(true);
      expect(finds('😀あ', 'いい😀いさ')).toBe(false);
    });
    test('a form with a word of one letter has no keys (LIKE finds it)', () => {
      expect(formKeysOf('a')).toBeNull();
      expect(formKeysOf('手 話通')).toBeNull();
      expect(formKeysOf('')).toBeNull();
    });
  });
});

test('cache headers by file name', () => {
  expect(cacheControlFor('/x/412.9ab31c0d.js')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('/x/main-3f2a9c1bde.css')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('/x/remoteEntry.js')).toBe('no-cache');
  expect(cacheControlFor('/x/mf-manifest.json')).toBe('no-cache');
  expect(cacheControlFor('/x/index.html')).toBe('no-cache');
  expect(cacheControlFor('/x/favicon.ico')).toBe('no-cache');
  // The compressed siblings every browser is sent.
  expect(cacheControlFor('/x/412.9ab31c0d.js.br')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('/x/main-3f2a9c1bde.css.gz')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('/x/remoteEntry.js.br')).toBe('no-cache');
});

test('the Authorization header is read only in the JWT scheme', () => {
  expect(tokenFromHeader('JWT aaa.bbb.ccc')).toBe('aaa.bbb.ccc');
  expect(tokenFromHeader('Bearer aaa.bbb.ccc')).toBeNull();
  expect(tokenFromHeader('JWT')).toBeNull();
  expect(tokenFromHeader(undefined)).toBeNull();
});
