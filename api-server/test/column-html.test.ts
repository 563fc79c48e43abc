// The column body's allowlist (columns/column-html.ts): the classic XSS payloads leave nothing that
// runs, the editor's structure stays, and the table of contents and search text come from it.
import { cleanColumnBody } from '../src/columns/column-html';
import { PICTURE } from './helpers/pictures';
import { XSS_PAYLOADS } from './helpers/xss-payloads';

const SITE = 'http://localhost:3000';
const clean = (html: string) => cleanColumnBody(html, SITE).html;

describe('cleanColumnBody', () => {
  test.each(XSS_PAYLOADS)('leaves nothing that runs: %s', (payload) => {
    const html = clean(`<p>前</p>${payload}<p>後</p>`);
    expect(html).not.toMatch(/<(script|iframe|object|embed|svg|math|style|form|input|meta|base|link|body|details|div)\b/i);
    expect(html).not.toMatch(/\son\w+\s*=/i);
    expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
    expect(html).not.toMatch(/\sstyle\s*=/i);
    expect(html).not.toContain('alert(1)</');
    expect(html).toContain('<p>前</p>');
    // An unclosed raw-text element (style, noscript) swallows the rest, as a browser would.
    if (!/<(style|noscript)>/.test(payload) || /<\/style>/.test(payload)) expect(html).toContain('<p>後</p>');
  });

  test("keeps the editor's structure", () => {
    const body = [
      '<h2>見出し</h2><p><strong>太字</strong>と<em>斜体</em></p>',
      '<ul><li><p>一</p></li><li><p>二</p></li></ul><ol><li><p>順番</p></li></ol>',
      '<blockquote><p>引用</p></blockquote>',
      '<table><tbody><tr><th colspan="1" rowspan="1"><p>項目</p></th><td colspan="1" rowspan="1"><p>内容</p></td></tr></tbody></table>',
      `<p><img src="${PICTURE}" alt="窓口の写真"></p>`,
    ].join('');
    const html = clean(body);
    for (const part of ['<strong>太字</strong>', '<em>斜体</em>', '<li><p>一</p></li>', '<ol>', '<blockquote><p>引用</p></blockquote>', '<th colspan="1" rowspan="1">', `<img src="${PICTURE}" alt="窓口の写真" />`]) {
      expect(html).toContain(part);
    }
  });

  test('headings get ids of our own and make the table of contents; h1 becomes h2', () => {
    const result = cleanColumnBody('<h1 id="root">題</h1><p>a</p><h2 id="x">申請の流れ</h2><h3>必要な書類</h3><h4>  写し  </h4><h2></h2>', SITE);
    expect(result.html).toContain('<h2 id="section-1">題</h2>');
    expect(result.html).toContain('<h2 id="section-2">申請の流れ</h2>');
    expect(result.html).not.toContain('id="root"');
    expect(result.toc).toEqual([
      { id: 'section-1', level: 2, text: '題' },
      { id: 'section-2', level: 2, text: '申請の流れ' },
      { id: 'section-3', level: 3, text: '必要な書類' },
      { id: 'section-4', level: 4, text: '写し' },
    ]);
  });

  test('a link to another site opens in a new tab with noopener noreferrer; our own links stay as they are', () => {
    const html = clean('<p><a href="https://www.mhlw.go.jp/" target="_self" rel="opener">厚労省</a> <a href="/column" target="_blank">コラム</a> <a href="mailto:info@example.jp">メール</a></p>');
    expect(html).toContain('<a href="https://www.mhlw.go.jp/" target="_blank" rel="noopener noreferrer">厚労省</a>');
    expect(html).toContain('<a href="/column">コラム</a>');
    expect(html).toContain('<a href="mailto:info@example.jp">メール</a>');
  });

  test('pictures only from our uploads; missing alt text is found', () => {
    const result = cleanColumnBody(`<p><img src="https://example.com/a.png" alt="外"><img src="${PICTURE}"></p>`, SITE);
    expect(result.html).not.toContain('example.com');
    expect(result.picturesWithoutAlt).toEqual([PICTURE]);
  });

  test('the search text has each block on its own line and no markup, entities decoded', () => {
    const result = cleanColumnBody('<h2>見出し</h2><p>A&amp;B の <strong>説明</strong></p><ul><li><p>一つ目</p></li><li>二つ目</li></ul><script>隠れた文字</script>', SITE);
    expect(result.text).toBe('見出し\nA&B の 説明\n一つ目\n二つ目');
  });
});
