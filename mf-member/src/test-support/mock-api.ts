// One set of test helpers for every app: shared-ui/test/mock-api.ts.
export { mockApi, makeUser, signIn } from '../../../shared-ui/test/mock-api';
