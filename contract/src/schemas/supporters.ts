// Crowdfunding supporters (docs/product.md#crowdfunding-supporters): the people who agreed to be
// named on /list-of-crowdfunding-supporters, kept by admins. Everyone reads the published ones;
// admins may ask for all of them (status=all) and write them.
import { Type } from 'typebox';
import { LIMITS } from '../fields';
import { DateTime, Nullable, StrictObject, pageOrAllProperties } from './common';

export const SupporterSchema = Type.Object({
  id: Type.Integer(),
  /** The name as the supporter wished it shown. */
  name: Type.String(),
  /** The support course (コース); the public page groups supporters under it. */
  course: Type.String(),
  message: Nullable(Type.String()),
  /** The place in the list, 1 first (courses appear where their first supporter stands). */
  sort_order: Type.Integer(),
  /** false: hidden from everyone but admins. */
  published: Type.Boolean(),
  created_at: DateTime,
  updated_at: DateTime,
});

/** Everyone gets the published ones; only admins may ask `all`. */
export const SupporterListQuerySchema = StrictObject({
  ...pageOrAllProperties,
  status: Type.Optional(Type.Union([Type.Literal('published'), Type.Literal('all')])),
});

const name = Type.String({ minLength: 1, maxLength: LIMITS.supporter.name });
const course = Type.String({ minLength: 1, maxLength: LIMITS.supporter.course });
const message = Nullable(Type.String({ maxLength: LIMITS.supporter.message }));
/** A place in the list; the supporter moves there and the others make room. */
const sortOrder = Type.Integer({ minimum: 1, maximum: LIMITS.supporter.sortOrder });

export const SupporterCreateBodySchema = StrictObject({
  name,
  course,
  message: Type.Optional(message),
  /** Absent: last. */
  sort_order: Type.Optional(sortOrder),
  /** Absent: shown. */
  published: Type.Optional(Type.Boolean()),
});
export const SupporterUpdateBodySchema = StrictObject({
  name: Type.Optional(name),
  course: Type.Optional(course),
  message: Type.Optional(message),
  sort_order: Type.Optional(sortOrder),
  published: Type.Optional(Type.Boolean()),
});
