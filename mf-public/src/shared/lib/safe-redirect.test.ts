import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeRedirectPath('/my-page/favorite-list?page=2#top')).toBe('/my-page/favorite-list?page=2#top');
  });

  it.each([
    ['another host', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example/path'],
    ['a backslash trick', '/\\evil.example'],
    ['a tab inside the slashes', '/\t/evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'my-page'],
    ['nothing', null],
    ['an empty string', ''],
  ])('refuses %s', (_label, raw) => {
    expect(safeRedirectPath(raw)).toBeNull();
  });
});
