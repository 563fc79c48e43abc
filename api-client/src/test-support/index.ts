// `@hiroba/api-client/test-support`: test data and a fetch stub for the apps' tests, imported by
// package name (the package's `exports`). Nothing in src/index.ts reaches it, so no bundle does.
export * from './fixtures';
export * from './mock-fetch';
