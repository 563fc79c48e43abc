// One set of test helpers for every app: shared-ui/test/mock-api.ts.
export { mockApi, makeUser, signIn } from '@hiroba/shared-ui/test';
