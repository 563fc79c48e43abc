// Bad input, systematically: every operation of the OpenAPI document, for every role, is sent
// malformed JSON, wrong types, missing and extra fields, over-long strings, odd Unicode and bad path
// ids. No answer may be a 5xx; every 4xx is `{ errors }` with a Japanese message, and when the problem
// is one field's, an error names that field. Only malformed input is sent and every id in a request
// points nowhere (MAX_ID), so nothing the next request relies on is changed.
import { MAX_ID, type Role } from '@hiroba/contract';
import type { FastifyInstance } from 'fastify';
import { namesField } from '../src/lib/validation-messages';
import { resetRateLimits } from '../src/plugins/rate-limits';
import { accessVerdict } from '../src/policy/access';
import { ADMIN, DEMO, tokenFor, useTestApp } from './helpers/test-app';

const t = useTestApp();

/** The parts of JSON Schema the document uses. */
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: Schema | null;
}

/** One request of the walk and what its answer must say. */
interface Case {
  what: string;
  url: string;
  payload?: string;
  /** The field the 400 must name (a problem of that one field). */
  field?: string;
}

const ROLES = ['visitor', 'free_member', 'paid_member', 'expert', 'admin'] as const;
type Caller = (typeof ROLES)[number];
const EMAIL_OF: Record<Exclude<Caller, 'visitor'>, string> = {
  free_member: DEMO.free,
  paid_member: DEMO.paid,
  expert: DEMO.expert,
  admin: ADMIN.email,
};

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;
const HUGE = '9999999999999999999';
const LONG = 100_000;
/** Strings PostgreSQL cannot store: the server must refuse them naming the field. */
const UNSTORABLE = { nul: 'walk\u0000walk', 'lone high surrogate': 'walk\ud800', 'lone low surrogate': '\udc00walk' };
/** Strings that are odd but storable: anything but a 5xx will do. */
const ODD = { 'RTL override': '\u202eevil.exe', 'zero-width joiner': '👩\u200d👩\u200d👧', emoji: '🙂🚀', 'combining mark': 'e\u0301', bom: '\ufeffwalk' };
/**
 * In a URL only NUL is such a character: a lone surrogate cannot be sent there, and its would-be UTF-8
 * bytes are not UTF-8, so the query parser keeps them as the text "%ED%A0%80".
 */
const UNSTORABLE_IN_URL = { nul: 'walk%00walk' };
const NOT_UTF8_IN_URL = { 'not UTF-8 (a surrogate\'s bytes)': 'walk%ED%A0%80', 'not UTF-8 (a stray byte)': '%FFwalk' };

const branches = (s: Schema): Schema[] => s.anyOf ?? s.oneOf ?? [s];
const typeOf = (s: Schema) => (Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type);
const isNull = (s: Schema) => s.type === 'null' || (s.enum?.length === 1 && s.enum[0] === null);
const nullable = (s: Schema) => s.nullable === true || branches(s).some(isNull) || (Array.isArray(s.type) && s.type.includes('null'));
/** The one real branch of a nullable field (or the first of a union). */
const main = (s: Schema): Schema => branches(s).find((b) => !isNull(b)) ?? s;
/** The JSON types a field takes (an enum's or a constant's by their values). */
const kinds = (s: Schema) =>
  new Set(
    branches(s)
      .filter((b) => !isNull(b))
      .flatMap((b) => (b.const !== undefined ? [b.const] : b.enum)?.map((v) => (Number.isInteger(v) ? 'integer' : typeof v)) ?? [typeOf(b)]),
  );

function sampleString(s: Schema): string {
  if (s.format === 'email') return 'walk@example.jp';
  if (s.format === 'date-time') return '2030-01-01T00:00:00.000Z';
  if (s.format === 'date') return '2030-01-01';
  if (s.format === 'uri') return 'https://example.jp/walk';
  const candidates = ['walk', '123456', 'walk-pass-2026', 'ウォーク'];
  const fits = candidates.find((c) => !s.pattern || new RegExp(s.pattern, 'u').test(c)) ?? 'walk';
  return fits.padEnd(s.minLength ?? 0, 'k').slice(0, s.maxLength ?? Infinity);
}

/** A value the schema takes; ids point at nothing (MAX_ID) so that no existing row is touched. */
function sample(schema: Schema): unknown {
  const s = main(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  switch (typeOf(s)) {
    case 'integer':
    case 'number':
      return s.maximum === MAX_ID ? MAX_ID : (s.minimum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries((s.required ?? []).map((k) => [k, sample(s.properties?.[k] ?? {})]));
    default:
      return sampleString(s);
  }
}

/** A field whose values are listed (an enum, a constant). */
const listedOnly = (s: Schema) => branches(s).every((b) => isNull(b) || b.const !== undefined || b.enum !== undefined);

/** Values of the wrong JSON type for a body field (each refused whatever the field's other rules). */
function wrongTypes(schema: Schema): Array<[string, unknown]> {
  const k = kinds(schema);
  const out: Array<[string, unknown]> = [];
  if (!k.has('string')) out.push(['a string', 'walk']);
  if (!k.has('integer') && !k.has('number')) out.push(['a number', 123]);
  if (!k.has('boolean')) out.push(['true', true]);
  if (k.has('integer') || k.has('number')) out.push(['a numeral in a string', '12'], ['a fraction', 1.5]);
  if (listedOnly(schema)) {
    const v = sample(schema);
    out.push(['a value not listed', typeof v === 'boolean' ? !v : typeof v === 'number' ? -987654 : 'walk-unlisted']);
  }
  if (!k.has('object')) out.push(['an object', { walk: 1 }]);
  if (!k.has('array')) out.push(['an array', ['walk']]);
  if (k.has('array')) out.push(['an array of wrong items', [{ walk: 1 }]]);
  if (!nullable(schema)) out.push(['null', null]);
  return out;
}

/** Out-of-range numbers: refused naming the field when the schema bounds them. */
function badNumbers(schema: Schema): Array<[string, unknown, boolean]> {
  const s = main(schema);
  if (typeOf(s) !== 'integer' && typeOf(s) !== 'number') return [];
  return [
    ['huge', Number(HUGE), s.maximum !== undefined],
    ['negative', -1, s.minimum !== undefined && s.minimum > -1],
    ['zero', 0, s.minimum !== undefined && s.minimum > 0],
  ];
}

const stringy = (schema: Schema) => kinds(schema).has('string');
/** A 100,000-character value is refused naming the field when the field is bounded or enumerated. */
const longIsRefused = (schema: Schema) =>
  branches(schema).every((b) => isNull(b) || b.enum !== undefined || b.const !== undefined || b.format !== undefined || (b.maxLength ?? Infinity) < LONG);

function bodyCases(op: Operation, url: string): Case[] {
  const schema = op.body ? main(op.body) : null;
  const cases: Case[] = [
    { what: 'malformed JSON', url, payload: '{"walk": ' },
    { what: 'a JSON array instead of an object', url, payload: '["walk"]' },
    { what: 'a JSON string instead of an object', url, payload: '"walk"' },
  ];
  if (!schema?.properties) return [...cases, { what: 'an unknown field', url, payload: JSON.stringify({ walk_extra: 'walk' }) }];
  const base = sample(schema) as Record<string, unknown>;
  const send = (what: string, body: Record<string, unknown>, field?: string) => cases.push({ what, url, payload: JSON.stringify(body), field });
  const strict = schema.additionalProperties === false;
  send('an unknown field', { ...base, walk_extra: 'walk' }, strict ? 'walk_extra' : undefined);
  for (const name of schema.required ?? []) {
    const { [name]: _gone, ...rest } = base;
    send(`${name} missing`, rest, name);
  }
  for (const [name, field] of Object.entries(schema.properties)) {
    for (const [what, value] of wrongTypes(field)) send(`${name}: ${what}`, { ...base, [name]: value }, name);
    for (const [what, value, refused] of badNumbers(field)) send(`${name}: ${what}`, { ...base, [name]: value }, refused ? name : undefined);
    if (!stringy(field)) continue;
    send(`${name}: ${LONG} characters`, { ...base, [name]: 'a'.repeat(LONG) }, longIsRefused(field) ? name : undefined);
    for (const [what, value] of Object.entries(UNSTORABLE)) send(`${name}: ${what}`, { ...base, [name]: value }, name);
    for (const [what, value] of Object.entries(ODD)) send(`${name}: ${what}`, { ...base, [name]: value });
  }
  return cases;
}

/** A query string from already-encoded pairs. */
const queryOf = (pairs: Array<[string, string]>) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : '');
const enc = (value: unknown) => encodeURIComponent(String(value));

function queryCases(op: Operation, path: string): Case[] {
  const query = op.parameters.filter((p) => p.in === 'query');
  const base: Array<[string, string]> = query.filter((p) => p.required).map((p) => [p.name, enc(sample(p.schema))]);
  const cases: Case[] = [];
  const send = (what: string, pairs: Array<[string, string]>, field?: string) => cases.push({ what, url: path + queryOf(pairs), field });
  const replacing = (name: string, value: string) => [...base.filter(([k]) => k !== name), [name, value]] as Array<[string, string]>;
  send('an unknown query parameter', [...base, ['walk_extra', 'walk']], query.length ? 'walk_extra' : undefined);
  for (const p of query) {
    if (p.required) send(`${p.name} missing`, base.filter(([k]) => k !== p.name), p.name);
    const k = kinds(p.schema);
    if (!k.has('string') || listedOnly(p.schema)) send(`${p.name}: a word`, replacing(p.name, 'walk-unlisted'), p.name);
    if (k.has('integer') || k.has('number')) {
      for (const [what, value, refused] of badNumbers(p.schema)) send(`${p.name}: ${what}`, replacing(p.name, enc(value === Number(HUGE) ? HUGE : value)), refused ? p.name : undefined);
      if (!k.has('string')) send(`${p.name}: a fraction`, replacing(p.name, '1.5'), p.name);
    }
    if (!k.has('array')) send(`${p.name}: given twice`, [...replacing(p.name, enc(sample(p.schema))), [p.name, enc(sample(p.schema))]], p.name);
    send(`${p.name}: ${LONG} characters`, replacing(p.name, 'a'.repeat(LONG)), longIsRefused(p.schema) ? p.name : undefined);
    for (const [what, value] of Object.entries(UNSTORABLE_IN_URL)) send(`${p.name}: ${what}`, replacing(p.name, value), p.name);
    for (const [what, value] of Object.entries(ODD)) send(`${p.name}: ${what}`, replacing(p.name, enc(value)));
    for (const [what, value] of Object.entries(NOT_UTF8_IN_URL)) send(`${p.name}: ${what}`, replacing(p.name, value));
  }
  return cases;
}

function pathCases(op: Operation, pathWith: (values: Record<string, string>) => string): Case[] {
  const cases: Case[] = [];
  for (const p of op.parameters.filter((x) => x.in === 'path')) {
    const numeric = kinds(p.schema).has('integer');
    const bad: Array<[string, string, boolean]> = [
      ['huge', HUGE, numeric],
      ['negative', '-1', numeric],
      ['zero', '0', numeric],
      ['not a number', 'walk', numeric],
      ['a fraction', '1.5', numeric],
      ['nul', 'walk%00', true],
      // Not UTF-8 at all: the router refuses the URL (no field to name), as it does a 150-character id.
      ['lone surrogate', '%ED%A0%80', false],
      ['150 characters', 'a'.repeat(150), false],
      ...Object.entries(ODD).map(([what, value]): [string, string, boolean] => [what, enc(value), numeric]),
    ];
    for (const [what, value, named] of bad) cases.push({ what: `${p.name}: ${what}`, url: pathWith({ [p.name]: value }), field: named ? p.name : undefined });
  }
  return cases;
}

function operationsOf(doc: { paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: Schema }> } }>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema ?? null,
    })),
  );
}

const withBody = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);

function casesOf(op: Operation): Case[] {
  const pathWith = (values: Record<string, string>) =>
    op.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? enc(sample(op.parameters.find((p) => p.in === 'path' && p.name === name)?.schema ?? { type: 'integer', maximum: MAX_ID })));
  const url = pathWith({});
  const required = op.parameters.filter((p) => p.in === 'query' && p.required).map((p): [string, string] => [p.name, enc(sample(p.schema))]);
  const urlWithQuery = url + queryOf(required);
  return [...(withBody(op.method) ? bodyCases(op, urlWithQuery) : []), ...queryCases(op, url), ...pathCases(op, (v) => pathWith(v) + queryOf(required))];
}

function accessOf(app: FastifyInstance, op: Operation) {
  const route = app.declaredRoutes.find((r) => r.method === op.method && r.url === op.path.replace(/\{([^}]+)\}/g, ':$1'));
  if (!route) throw new Error(`${op.method} ${op.path} has no declared access`);
  return route.access;
}

const shorten = (text: string | undefined) => (text && text.length > 160 ? `${text.slice(0, 160)}…(${text.length})` : (text ?? ''));

test('every operation, for every role: bad input answers 4xx in Japanese naming the field, never 5xx', async () => {
  const started = Date.now();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  const operations = operationsOf(doc);
  const failures: string[] = [];
  const serverErrors: string[] = [];
  let requests = 0;

  for (const op of operations) {
    const cases = casesOf(op);
    const access = accessOf(t.app, op);
    for (const caller of ROLES) {
      // A fresh token per operation: a call may end the session it came with (sign_out).
      const token = caller === 'visitor' ? null : await tokenFor(t.app, EMAIL_OF[caller]);
      const denied = accessVerdict(access, caller === 'visitor' ? null : (caller as Role));
      // A caller the route refuses is refused before any input is read: a few cases show it.
      const mine = denied ? cases.filter((c, i) => i < 2 || c.what.endsWith(': nul')) : cases;
      for (const c of mine) {
        resetRateLimits(t.app);
        const res = await t.app.inject({
          method: op.method as 'GET',
          url: c.url,
          payload: c.payload,
          headers: { ...(token ? { authorization: `JWT ${token}` } : {}), ...(c.payload !== undefined ? { 'content-type': 'application/json' } : {}) },
        });
        requests += 1;
        // Timers (view counting, caches) run between requests, as they would between real ones.
        await new Promise((resolve) => setImmediate(resolve));
        const where = `${caller} ${op.method} ${shorten(c.url)} [${c.what}] ${shorten(c.payload)} → ${res.statusCode} ${shorten(res.body)}`;
        if (res.statusCode >= 500) {
          serverErrors.push(where);
          continue;
        }
        if (res.statusCode < 400) continue;
        let errors: Array<{ field?: string; message?: string }> | undefined;
        try {
          errors = res.json().errors;
        } catch {
          errors = undefined;
        }
        if (!Array.isArray(errors) || !errors.some((e) => typeof e.message === 'string' && JAPANESE.test(e.message))) {
          failures.push(`no Japanese errors: ${where}`);
          continue;
        }
        if (denied) {
          if (res.statusCode !== denied.status) failures.push(`expected ${denied.status}: ${where}`);
        } else if (c.field && !(res.statusCode === 400 && errors.some((e) => namesField(e.field, c.field!)))) {
          failures.push(`expected 400 naming ${c.field}: ${where}`);
        }
      }
    }
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`bad-input walk: ${operations.length} operations, ${requests} requests, ${serverErrors.length} 5xx, ${failures.length} other failures, ${seconds} s`);
  expect(operations.length).toBeGreaterThan(50);
  expect([...serverErrors, ...failures]).toEqual([]);
}, 300_000);
