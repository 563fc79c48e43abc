// PostgreSQL's text cannot hold U+0000, and a lone UTF-16 surrogate (a JS string may hold one, from
// JSON's "\ud800") has no UTF-8 form: either would fail the query that stores or compares it. Every
// string of the query string, the path and the body is checked before validation, and the first one
// found is refused with a 400 naming its field, on every route (pages too). No library does this walk.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-errors';
import { unstorableTextItem } from '../lib/validation-messages';

const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** JSON's objects, and the query parser's (whose prototype is an empty object without a prototype). */
const isPlainObject = (value: object) => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
};

/**
 * The field ('a.b', a list's items under the list's name) of the first string, or object key, that
 * cannot be stored; '' for the value itself; null when all can be. A loop, not recursion: JSON may
 * nest deeper than the stack (children are pushed in reverse, so they are read in order).
 */
export function unstorableField(value: unknown): string | null {
  const pending: Array<[unknown, string]> = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, field] = next;
    if (typeof item === 'string') {
      if (UNSTORABLE.test(item)) return field;
    } else if (Array.isArray(item)) {
      for (const element of [...item].reverse()) pending.push([element, field]);
    } else if (item instanceof URLSearchParams) {
      // A form (the local checkout page).
      for (const [key, text] of item) pending.push([key, field], [text, key]);
    } else if (item !== null && typeof item === 'object' && isPlainObject(item)) {
      for (const [key, child] of Object.entries(item).reverse()) {
        const path = field ? `${field}.${key}` : key;
        if (UNSTORABLE.test(key)) return path;
        pending.push([child, path]);
      }
    }
  }
  return null;
}

export function registerStorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.query, request.params, request.body]) {
      const field = unstorableField(part);
      if (field !== null) throw new HttpError(400, [unstorableTextItem(field)]);
    }
  });
}
