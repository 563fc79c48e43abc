// The floor row's copy of a drawn page: its markup as data React draws again, giving back the same
// markup, so react-dom hydrates it as it would the site's.
import { renderToString } from 'react-dom/server';
import { htmlTree, styleObject } from '../lighthouse/floor/html-tree.mjs';
import { treeApp } from '../lighthouse/floor/tree-app.mjs';

test('a style attribute becomes React’s style object, custom properties kept as named', () => {
  expect(styleObject('--title-fw:var(--mantine-h1-font-weight);margin-top: 4px;-webkit-line-clamp:2')).toEqual({
    '--title-fw': 'var(--mantine-h1-font-weight)',
    marginTop: '4px',
    WebkitLineClamp: '2',
  });
});

test('elements keep their attributes under React’s names; texts split by React’s marks are one again; noscript is left out', () => {
  const tree = htmlTree('<label for="q" class="a">検索<!-- -->する</label><input id="q" value="手帳" disabled=""/><noscript>x</noscript>');
  expect(tree).toEqual([
    ['label', { htmlFor: 'q', className: 'a' }, ['検索する']],
    ['input', { id: 'q', defaultValue: '手帳', disabled: true }, []],
  ]);
});

test('drawn again by React, the markup is what it was', () => {
  const html =
    '<header class="h"><h1 style="--title-fz:var(--mantine-h1-font-size)" id="page-heading" tabindex="-1">障害福祉Q&amp;Aひろば</h1></header>' +
    '<main><ul><li><a href="/column">コラム（3件）</a></li></ul><img src="/a.png" alt="" width="10" loading="lazy"/><input type="checkbox" checked=""/></main>';
  expect(renderToString(treeApp(htmlTree(html)))).toBe(html);
});
