// One entry of the endpoint map (./endpoints/): a call's method, path, who may call it, its request
// and answer schemas, its error statuses and, for a write, the data it changes. The server registers
// its routes from the entries and the api-client derives its functions from them, so nothing here is
// written twice. An entry is plain data (schemas are named, and the server resolves the names in
// ./schemas): the browser may load the map without the schema builder.
import type { Static } from 'typebox';
import type { DataTopic, Role } from './fields';
import type * as Schemas from './schemas';

/** A schema of ./schemas, by its exported name. */
export type SchemaName = Extract<keyof typeof Schemas, `${string}Schema`>;

/** Who may call: visitors too, any signed-in member, or these roles (`message` tells the others why). */
export type Access = 'anyone' | 'signed-in' | { readonly roles: readonly Role[]; readonly message?: string };

/**
 * How an answer's body is made from its schema: `{ data }` of one item, of a list, a page
 * (`{ data, meta }`), the schema as the whole body, or no body (204).
 */
export type Answer = { readonly one: SchemaName } | { readonly list: SchemaName } | { readonly paged: SchemaName } | { readonly body: SchemaName } | 'empty';

export type SuccessStatus = 200 | 201 | 204;

interface EndpointBase {
  /** OpenAPI style, `{name}` for a path parameter. */
  readonly path: `/api/v1/${string}`;
  /** The call in one Japanese line (the OpenAPI document's summary). */
  readonly summary: string;
  readonly access: Access;
  readonly params?: SchemaName;
  readonly query?: SchemaName;
  /** Answers by status: the successes, and a non-error answer with its own body (health's 503). */
  readonly answers: { readonly [S in SuccessStatus | 503]?: Answer };
  /** Error statuses the call may answer, each with the error body. */
  readonly errors: readonly number[];
}

export interface ReadEndpoint extends EndpointBase {
  readonly method: 'GET';
  readonly body?: never;
  /** A read changes nothing. */
  readonly changes?: never;
}

export interface WriteEndpoint extends EndpointBase {
  readonly method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly body?: SchemaName;
  /**
   * What a successful call changes: every reader of these topics loads again (fields.ts DATA_TOPICS).
   * `[]` only for a POST that works something out and stores nothing (the plain-Japanese hints: a
   * text too long for a query string); the contract's test lists those.
   */
  readonly changes: readonly [DataTopic, ...DataTopic[]] | readonly [];
}

export type Endpoint = ReadEndpoint | WriteEndpoint;
export type EndpointGroup = Readonly<Record<string, Endpoint>>;

/** Keeps a group's literal types (paths, schema names) for the types derived from it. */
export const endpointGroup = <const G extends EndpointGroup>(group: G): G => group;

type Route = `${Endpoint['method']} /api/v1/${string}`;
type Rest = Omit<ReadEndpoint, 'method' | 'path' | 'summary'> | Omit<WriteEndpoint, 'method' | 'path' | 'summary'>;
type Entry<R extends Route, S> = R extends `${infer M} ${infer P}` ? { readonly method: M; readonly path: P; readonly summary: string } & S : never;

/**
 * One entry, as a route table writes it: `call('GET /api/v1/questions/{id}', '質問を1件',
 * { access: 'anyone', params: 'IdParamsSchema', answers: { 200: ONE }, errors: [400, 404] })`. The
 * group (endpointGroup) checks the whole entry: a write without `changes` does not compile.
 */
export function call<const R extends Route, const S extends Rest>(route: R, summary: string, rest: S): Entry<R, S> {
  const [method, path] = route.split(' ');
  return { method, path, summary, ...rest } as Entry<R, S>;
}

/**
 * A call's URL relative to the API root, each `{name}` filled with its URI-encoded value:
 * `callUrl(endpoints.questions.get, { id: 12 })` → 'api/v1/questions/12'. The client sends calls to
 * it and the server names a page's article by it.
 */
export function callUrl(entry: Pick<Endpoint, 'path'>, params: Readonly<Record<string, string | number>> = {}): string {
  return entry.path.slice(1).replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    // A missing value would call a wrong URL.
    if (value === undefined || value === '') throw new Error(`callUrl(): no value for {${name}} in ${entry.path}`);
    return encodeURIComponent(String(value));
  });
}

// ---- types derived from an entry ----

export type StaticOf<N> = N extends SchemaName ? Static<(typeof Schemas)[N]> : never;

/** What an answer carries once `{ data }` is taken off (void for no body). */
export type Unwrapped<A> = A extends { one: infer N }
  ? StaticOf<N>
  : A extends { list: infer N }
    ? StaticOf<N>[]
    : A extends { paged: infer N }
      ? { data: StaticOf<N>[]; meta: Static<typeof Schemas.PageMetaSchema> }
      : A extends { body: infer N }
        ? StaticOf<N>
        : void;

/** A successful call's result, unwrapped. */
export type ResultOf<E extends Endpoint> = Unwrapped<E['answers'][Extract<keyof E['answers'], SuccessStatus>]>;
/** What the server's handler answers (any declared answer, unwrapped; the route wraps it). */
export type HandlerResultOf<E extends Endpoint> = Unwrapped<E['answers'][keyof E['answers']]>;

export type ParamsOf<E> = E extends { params: infer N } ? StaticOf<N> : undefined;
export type QueryOf<E> = E extends { query: infer N } ? StaticOf<N> : undefined;
export type BodyOf<E> = E extends { body: infer N } ? StaticOf<N> : undefined;

/** The `{name}` parts of a path, in order. */
export type PathParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}` ? [N, ...PathParamNames<Rest>] : [];

type ParamArgs<E, Names> = Names extends [infer N, ...infer Rest] ? [ParamsOf<E>[N & keyof ParamsOf<E>], ...ParamArgs<E, Rest>] : [];
// A query whose fields are all optional may be left out.
type PayloadArgs<E> = E extends { body: infer N }
  ? [body: StaticOf<N>]
  : E extends { query: infer N }
    ? {} extends StaticOf<N>
      ? [query?: StaticOf<N>]
      : [query: StaticOf<N>]
    : [];

/** A client function's arguments: each path parameter in order, then the body or the query, then the call's options. */
export type CallArgs<E extends Endpoint, Options> = [...ParamArgs<E, PathParamNames<E['path']>>, ...PayloadArgs<E>, options?: Options];
