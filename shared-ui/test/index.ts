// `@hiroba/shared-ui/test`: the component-test helpers every app imports by package name (the
// package's `exports`). Only tests import it, so no app bundle contains it. axe.ts stays out:
// axe-core is large: a test that checks a part with it imports `@hiroba/shared-ui/test/axe`.
export * from './render';
export * from './users';
export * from './calls';
