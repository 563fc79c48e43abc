// `@hiroba/api-client/test-support`: contract-checked test data and the msw server that answers
// /api/v1 in the web tests, imported by package name (the package's `exports`). Nothing in
// src/index.ts reaches it, so no bundle does.
export * from './fixtures';
export * from './http';
export * from './questions';
export * from './notifications';
export * from './search';
