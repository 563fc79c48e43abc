// Tags and categories: titled, published or draft, listed in the footer and used as filters.
import { Type } from 'typebox';
import { LIMITS, PUBLISH_STATUSES } from '../fields';
import { DateTime, Nullable, StrictObject, pageOrAllProperties } from './common';

export const PublishStatusSchema = Type.Enum(PUBLISH_STATUSES);
/** Visitors see only 'published'; admins may ask 'draft' or 'all' (their default). */
export const StatusListQuerySchema = StrictObject({
  ...pageOrAllProperties,
  status: Type.Optional(Type.Union([PublishStatusSchema, Type.Literal('all')])),
});

export const TagSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  status: PublishStatusSchema,
  created_at: DateTime,
  updated_at: DateTime,
});

export const CategorySchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Nullable(Type.String()),
  status: PublishStatusSchema,
  sort_order: Type.Integer(),
  created_at: DateTime,
  updated_at: DateTime,
});

const tagTitle = Type.String({ minLength: 1, maxLength: LIMITS.tag.title });
const categoryTitle = Type.String({ minLength: 1, maxLength: LIMITS.category.title });
const description = Nullable(Type.String({ maxLength: LIMITS.category.description }));
const sortOrder = Type.Integer({ minimum: 0, maximum: LIMITS.category.sortOrder });

export const TagCreateBodySchema = StrictObject({ title: tagTitle, status: PublishStatusSchema });
export const TagUpdateBodySchema = StrictObject({ title: Type.Optional(tagTitle), status: Type.Optional(PublishStatusSchema) });
export const CategoryCreateBodySchema = StrictObject({
  title: categoryTitle,
  description: Type.Optional(description),
  status: PublishStatusSchema,
  sort_order: Type.Optional(sortOrder),
});
export const CategoryUpdateBodySchema = StrictObject({
  title: Type.Optional(categoryTitle),
  description: Type.Optional(description),
  status: Type.Optional(PublishStatusSchema),
  sort_order: Type.Optional(sortOrder),
});
export const ByTitleQuerySchema = StrictObject({ title: categoryTitle });
