// @hiroba/contract: the HTTP contract of /api/v1. The server validates requests and builds its
// OpenAPI document from these schemas and registers its routes from the endpoint map
// ('@hiroba/contract/endpoints'); the browser takes only types (`import type`) from here, limits and
// labels from '@hiroba/contract/fields' (and '@hiroba/contract/notifications', for signed-in pages only), the text checks from '@hiroba/contract/text' and
// '@hiroba/contract/personal-info', and the endpoint map (plain data, loaded with its first call), so
// no schema builder ships to the browser.
export * from './fields';
export * from './notification-fields';
export * from './personal-info';
export * from './text';
export * from './schemas';
export type * from './endpoint';
export type * from './types';
