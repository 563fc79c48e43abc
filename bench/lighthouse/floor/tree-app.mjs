// Draws a tree of html-tree.mjs with React: on the server (renderToString) and in the browser
// (hydrateRoot), so the floor row hydrates the page's markup with react-dom alone.
import React from 'react';

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

function draw(node) {
  if (typeof node === 'string') return node;
  const [tag, props, children] = node;
  return React.createElement(tag, props, ...(VOID.has(tag) ? [] : children.map(draw)));
}

/** The whole tree as one React element (a fragment of its top nodes). */
export const treeApp = (tree) => React.createElement(React.Fragment, null, ...tree.map(draw));
