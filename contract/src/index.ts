// @hiroba/contract: the HTTP contract of /api/v1. The server validates requests and builds its
// OpenAPI document from these schemas; the browser takes only types (`import type`) from here and
// limits and labels from '@hiroba/contract/fields', so no schema builder ships to the browser.
export * from './fields';
export * from './schemas/admin';
export * from './schemas/account';
export * from './schemas/columns';
export * from './schemas/common';
export * from './schemas/payments';
export * from './schemas/questions';
export * from './schemas/site';
export * from './schemas/supporters';
export * from './schemas/taxonomy';
export * from './schemas/user-admin';
export * from './schemas/users';
export type * from './types';
