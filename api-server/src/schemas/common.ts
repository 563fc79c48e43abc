// Building blocks of the request and response schemas (TypeBox → JSON Schema → OpenAPI).
import { Type, type TSchema } from '@sinclair/typebox';

// Null first: with Fastify's type coercion a null tried against `string` first would become "".
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);
export const DateTime = Type.String({ format: 'date-time' });

/** Request bodies and queries refuse unknown fields (400 naming the field). */
export const StrictObject: typeof Type.Object = ((properties: Parameters<typeof Type.Object>[0], options?: object) =>
  Type.Object(properties, { additionalProperties: false, ...options })) as typeof Type.Object;

export const ErrorItemSchema = Type.Object({ field: Type.Optional(Type.String()), message: Type.String() });
export const ErrorBodySchema = Type.Object({ errors: Type.Array(ErrorItemSchema) });

export const PageMetaSchema = Type.Object({
  page: Type.Integer(),
  per: Type.Integer(),
  total: Type.Integer(),
  total_pages: Type.Integer(),
});

export const one = <T extends TSchema>(data: T) => Type.Object({ data });
export const paged = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item), meta: PageMetaSchema });

export const IdParams = StrictObject({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export const Email = Type.String({ format: 'email', maxLength: 254 });
/** 8 to 128 characters and not digits only. */
export const Password = Type.String({ minLength: 8, maxLength: 128, pattern: '\\D' });

/** Error answers every route may give, for the OpenAPI document. */
export const errorResponses = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, ErrorBodySchema]));
