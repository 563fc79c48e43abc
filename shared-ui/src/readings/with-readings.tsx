// The static text's ふりがな (docs/reading-aids.md#fixed-text): walks a React children tree and draws
// each string that has readings as <RubyText>. It goes into intrinsic elements and into components whose
// children are nodes (RouterAnchor, Anchor, Text...), keeping every element's type and key, so nothing
// below remounts and no state is lost. A component's own text (not given as children) is not reached.
import { cloneElement, createElement, Fragment, isValidElement, type ReactNode } from 'react';
import type { RubyText as Ruby } from '@hiroba/contract/reading-aids';
import { RubyText } from './ruby-text';

/** Elements that hold ruby already, or whose content must stay plain text. */
const TEXT_ONLY = new Set(['ruby', 'option', 'textarea', 'title', 'style', 'script']);

/** Fixed text → its readings, made ahead of time (`npm run readings:static`). */
export type StaticReadings = Readonly<Record<string, Ruby>>;

function mapNode(node: ReactNode, readings: StaticReadings, key?: string): ReactNode {
  if (typeof node === 'string') {
    const ruby = Object.hasOwn(readings, node) ? readings[node] : undefined;
    return ruby ? createElement(RubyText, { key, text: node, ruby }) : node;
  }
  if (Array.isArray(node)) return node.map((child: ReactNode, i) => mapNode(child, readings, `ruby-${i}`));
  if (!isValidElement(node) || (typeof node.type === 'string' && TEXT_ONLY.has(node.type))) return node;
  const { children } = node.props as { children?: unknown };
  // Render props and the like are not text.
  if (children === undefined || children === null || typeof children === 'function') return node;
  return cloneElement(node, undefined, ...spread(mapNode(children as ReactNode, readings)));
}

// Children given one by one (not as one array) are taken as written in place, as JSX's are: no keys asked.
const spread = (node: ReactNode): ReactNode[] => (Array.isArray(node) ? node : [node]);

/** `node` with ruby over each string that has readings; the rest as it was. */
export function withReadings(node: ReactNode, readings: StaticReadings): ReactNode {
  return createElement(Fragment, null, ...spread(mapNode(node, readings)));
}
