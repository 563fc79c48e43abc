import { api, type Category, type Tag } from '@hiroba/api-client';

// Only published categories and tags are ever shown to the public (status=published, per=all:
// docs/product.md#footer-taxonomy-lists).
export async function loadPublishedCategories(): Promise<Category[]> {
  const res = await api.categories.list({ status: 'published', per: 'all' });
  return res.data;
}

export async function loadPublishedTags(): Promise<Tag[]> {
  const res = await api.tags.list({ status: 'published', per: 'all' });
  return res.data;
}
