// Small pure parts: password hashes, the page route matcher, search bigrams, cache headers.
import { matchPage } from '@hiroba/contract/routes';
import { createPasswordHasher } from '../src/lib/password';
import { bigramsOf, normalizeForSearch } from '../src/search/search-text';
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
  test('bigrams of each word, single characters kept', () => {
    expect(bigramsOf('福祉 手話通訳 a')).toEqual(['福祉', '手話', '話通', '通訳', 'a']);
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
