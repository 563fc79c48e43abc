// The five calls of a resource that anyone reads and admins write (tags, categories, columns, the
// crowdfunding supporters): list, get, create, update, remove, written once. Each resource brings
// its schemas, who writes it, its words and what its writes change.
import { call, endpointGroup, type Access, type SchemaName } from '../endpoint';
import type { DataTopic } from '../fields';

interface ResourceSpec<Segment, Item, ListItem, ListQuery, Create, Update, Topics> {
  segment: Segment;
  /** listItem: how a list shows one (default: as `item`). */
  schemas: { item: Item; listItem?: ListItem; listQuery: ListQuery; create: Create; update: Update };
  writers: Access;
  summaries: Record<'list' | 'get' | 'create' | 'update' | 'remove', string>;
  /** A create or update can clash with another record (a title taken): 409. */
  conflicts?: true;
  changes: Topics;
}

export function resourceEndpoints<
  const Segment extends string,
  const Item extends SchemaName,
  const ListQuery extends SchemaName,
  const Create extends SchemaName,
  const Update extends SchemaName,
  const Topics extends readonly [DataTopic, ...DataTopic[]],
  const ListItem extends SchemaName = Item,
>({ segment, schemas, writers, summaries, conflicts, changes }: ResourceSpec<Segment, Item, ListItem, ListQuery, Create, Update, Topics>) {
  const one = { one: schemas.item } as const;
  const conflict = conflicts ? ([409] as const) : ([] as const);
  return endpointGroup({
    list: call(`GET /api/v1/${segment}`, summaries.list,
      { access: 'anyone', query: schemas.listQuery, answers: { 200: { paged: (schemas.listItem ?? schemas.item) as ListItem } }, errors: [400, 403] }),
    get: call(`GET /api/v1/${segment}/{id}`, summaries.get,
      { access: 'anyone', params: 'IdParamsSchema', answers: { 200: one }, errors: [400, 404] }),
    create: call(`POST /api/v1/${segment}`, summaries.create,
      { access: writers, body: schemas.create, answers: { 201: one }, errors: [400, 401, 403, ...conflict], changes }),
    update: call(`PATCH /api/v1/${segment}/{id}`, summaries.update,
      { access: writers, params: 'IdParamsSchema', body: schemas.update, answers: { 200: one }, errors: [400, 401, 403, 404, ...conflict], changes }),
    remove: call(`DELETE /api/v1/${segment}/{id}`, summaries.remove,
      { access: writers, params: 'IdParamsSchema', answers: { 204: 'empty' }, errors: [400, 401, 403, 404], changes }),
  });
}
