// Tags and categories: titled, published or draft, listed in the footer and used as filters.
import { Type } from '@sinclair/typebox';
import { DateTime, Nullable, StrictObject } from './common';

export const PublishStatusSchema = Type.Union([Type.Literal('published'), Type.Literal('draft')]);
export const StatusFilter = Type.Union([Type.Literal('published'), Type.Literal('draft'), Type.Literal('all')]);

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

const tagFields = { title: Type.String({ minLength: 1, maxLength: 30 }), status: PublishStatusSchema };
const categoryFields = {
  title: Type.String({ minLength: 1, maxLength: 50 }),
  description: Nullable(Type.String({ maxLength: 500 })),
  status: PublishStatusSchema,
  sort_order: Type.Integer({ minimum: 0, maximum: 100000 }),
};

export const TagCreateBody = StrictObject(tagFields);
export const TagUpdateBody = StrictObject({ title: Type.Optional(tagFields.title), status: Type.Optional(tagFields.status) });
export const CategoryCreateBody = StrictObject({
  title: categoryFields.title,
  description: Type.Optional(categoryFields.description),
  status: categoryFields.status,
  sort_order: Type.Optional(categoryFields.sort_order),
});
export const CategoryUpdateBody = StrictObject({
  title: Type.Optional(categoryFields.title),
  description: Type.Optional(categoryFields.description),
  status: Type.Optional(categoryFields.status),
  sort_order: Type.Optional(categoryFields.sort_order),
});
