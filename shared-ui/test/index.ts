// `@hiroba/shared-ui/test`: the component-test helpers every app imports by package name (the
// package's `exports`). Only tests import it, so no app bundle contains it. axe.ts stays out:
// axe-core is large and only shared-ui's own tests use it.
export * from './render';
export * from './users';
export * from './calls';
