// Building blocks of the request and response schemas (TypeBox → JSON Schema → validation and OpenAPI).
import { Type, type TObject, type TProperties, type TSchema } from 'typebox';
import { LIMITS, MAX_ID, MODERATION_STATES, PAGING, SEARCH_ORDERS } from '../fields';

// Null first: with Fastify's type coercion a null tried against `string` first would become "".
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);
export const DateTime = Type.String({ format: 'date-time' });
export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });

/** Request bodies and queries refuse unknown fields (400 naming the field). */
export const StrictObject = <T extends TProperties>(properties: T) => Type.Object(properties, { additionalProperties: false });

/** An edit's body: the fields of the create's body, each optional (one left out is kept as it is). */
export const EditBodyOf = <T extends TProperties>(create: TObject<T>) => Type.Partial(create, { additionalProperties: false });

export const ErrorItemSchema = Type.Object({ field: Type.Optional(Type.String()), message: Type.String() });
export const ErrorBodySchema = Type.Object({
  errors: Type.Array(ErrorItemSchema),
  /** The id of the request in the server's log (also the x-request-id header): to quote when reporting a failure. */
  request_id: Type.Optional(Type.String()),
});

/** A word of a search's query as it was searched: also as the vocabulary's other names for it, or as the word it was taken for. */
export const SearchedWordSchema = Type.Object({
  /** As the person typed it. */
  text: Type.String(),
  /** Other names of the same thing it was searched as (the group's main name first). */
  also: Type.Array(Type.String()),
  /** The vocabulary's word it was taken for, when no text held it as typed (a slip). */
  slip_of: Type.Optional(Type.String()),
});

/** What a search did with its query (docs/search.md#the-results-page). */
export const SearchInfoSchema = Type.Object({
  order: Type.Enum(SEARCH_ORDERS),
  words: Type.Array(SearchedWordSchema),
  /** When nothing was found: words of the vocabulary to try instead, each of which finds something. */
  related: Type.Array(Type.String()),
  /** When too few hold every word, results lacking one follow: this many come first, with every word. */
  all_words: Type.Optional(Type.Integer()),
});

export const PageMetaSchema = Type.Object({
  page: Type.Integer(),
  /** The page size actually used (per=all answers with the total). */
  per: Type.Integer(),
  total: Type.Integer(),
  total_pages: Type.Integer(),
  /** A search for words that show a person may be in danger: the page shows the help lines first (docs/moderation.md#crisis-help). */
  crisis_help: Type.Optional(Type.Literal(true)),
  /** A keyword search: what its words were searched as (docs/search.md). */
  search: Type.Optional(SearchInfoSchema),
});

/**
 * What the safety features add to a member's post (docs/moderation.md): its state, shown to its author
 * and admins while it is not public; whether the caller may report it; and, in the answer of a write
 * whose text shows its writer may be in danger, crisis_help (the page shows the help lines first).
 */
export const safetyProperties = {
  moderation: Type.Optional(Type.Enum(MODERATION_STATES)),
  can_report: Type.Optional(Type.Boolean()),
  crisis_help: Type.Optional(Type.Literal(true)),
};

export const one = <T extends TSchema>(data: T) => Type.Object({ data });
export const list = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item) });
export const paged = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item), meta: PageMetaSchema });
export const NoContent = Type.Null();

export const IdParamsSchema = StrictObject({ id: Id });

const Page = Type.Integer({ minimum: 1, maximum: PAGING.maxPage, description: 'ページ番号（1から）' });
const Per = Type.Integer({ minimum: 1, maximum: PAGING.maxPer, description: '1ページの件数' });
/** page/per of lists that may also be asked whole (per=all): tags, categories, experts, users. */
export const pageOrAllProperties = {
  page: Type.Optional(Page),
  per: Type.Optional(Type.Union([Per, Type.Literal('all')], { description: '1ページの件数、または all' })),
};
/** page/per of lists too long to send whole (questions, comments). */
export const pageProperties = { page: Type.Optional(Page), per: Type.Optional(Per) };
export const PageQuerySchema = StrictObject(pageProperties);

export const Email = Type.String({ format: 'email', maxLength: LIMITS.email });
/** 8 to 128 characters and not digits only. */
export const Password = Type.String({ minLength: LIMITS.password.min, maxLength: LIMITS.password.max, pattern: '\\D' });

/** Error answers a route may give, for the OpenAPI document. */
export const errorResponses = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ErrorBodySchema]));
