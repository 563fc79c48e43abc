// How requests are checked against their schemas: Ajv, built by Fastify's own compiler
// (@fastify/ajv-compiler), in two kinds. A query string, a path and headers arrive as text, so their
// values are coerced to the schema's numbers and booleans (and one value to a list). A JSON body
// already carries types: there a number or `true` where the contract says a string, or "12" where it
// says a number, is refused (400 naming the field) instead of being turned into something else.
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

const SHARED = {
  // Unknown fields are refused (400 naming the field), not silently dropped.
  removeAdditional: false,
  allErrors: true,
  useDefaults: true,
} as const;

type Factory = ReturnType<typeof AjvCompiler>;
type Options = Parameters<Factory>[1];
type Route = { httpPart?: string };
type Compile = (route: Route) => unknown;

/** The `schemaController` server option: strict bodies, coerced text parts. */
export function requestValidation(): NonNullable<FastifyServerOptions['schemaController']> {
  // One pool of compilers per app, as Fastify's default keeps one.
  const textParts = AjvCompiler();
  const bodies = AjvCompiler();
  const buildValidator = (externalSchemas: Parameters<Factory>[0], options: Options) => {
    const withCoercion = (coerceTypes: 'array' | false) => ({ ...options, customOptions: { ...SHARED, coerceTypes } }) as Options;
    const text = textParts(externalSchemas, withCoercion('array')) as unknown as Compile;
    const body = bodies(externalSchemas, withCoercion(false)) as unknown as Compile;
    return (route: Route) => (route.httpPart === 'body' ? body(route) : text(route));
  };
  return { compilersFactory: { buildValidator: buildValidator as unknown as Factory } };
}
