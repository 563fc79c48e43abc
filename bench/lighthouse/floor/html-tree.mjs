// The markup of a drawn page as data React can draw again: each element as [tag, props, children],
// each text as a string. Used by the floor row (floor-copy.mjs): the same page hydrated by react-dom
// alone. Written here, not taken from a library: what it must do is narrow (the markup our own server
// drew, with React's names for the few attributes React renames) and no package does exactly that.
import { parseFragment } from 'parse5';

/** Attributes React names differently from HTML. */
const RENAMED = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  autocomplete: 'autoComplete',
  autofocus: 'autoFocus',
  enterkeyhint: 'enterKeyHint',
  inputmode: 'inputMode',
  fetchpriority: 'fetchPriority',
  srcset: 'srcSet',
  crossorigin: 'crossOrigin',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  datetime: 'dateTime',
  spellcheck: 'spellCheck',
  novalidate: 'noValidate',
  // A form field keeps what it was drawn with without being controlled.
  value: 'defaultValue',
  checked: 'defaultChecked',
};
const BOOLEAN = new Set(['disabled', 'hidden', 'required', 'readOnly', 'autoFocus', 'defaultChecked', 'noValidate', 'multiple', 'open']);
/** Left out: React does not take them over (noscript) or they are not drawn (template). */
const SKIPPED = new Set(['noscript', 'template', 'script']);

const camel = (name) => name.replace(/^-ms-/, 'ms-').replace(/-([a-z])/g, (_, c) => c.toUpperCase());

/** `a: b; --c: d` as React's style object (custom properties keep their names). */
export function styleObject(text) {
  const style = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    if (name) style[name.startsWith('--') ? name : camel(name)] = declaration.slice(colon + 1).trim();
  }
  return style;
}

function propsOf(attrs) {
  const props = {};
  for (const { name, value } of attrs) {
    const key = RENAMED[name] ?? name;
    if (key === 'style') props.style = styleObject(value);
    else props[key] = BOOLEAN.has(key) ? true : value;
  }
  return props;
}

function convert(nodes) {
  const out = [];
  for (const node of nodes) {
    if (node.nodeName === '#text') {
      // Adjacent texts (React writes <!-- --> between them) are one text again.
      if (typeof out.at(-1) === 'string') out[out.length - 1] += node.value;
      else out.push(node.value);
    } else if (node.tagName && !SKIPPED.has(node.tagName)) {
      out.push([node.tagName, propsOf(node.attrs), convert(node.tagName === 'template' ? [] : node.childNodes)]);
    }
  }
  return out;
}

/** The children of a fragment of HTML as a tree (comments dropped). */
export function htmlTree(html) {
  return convert(parseFragment(html).childNodes);
}
