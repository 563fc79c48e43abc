// `@hiroba/shared-ui/test`: the component-test helpers every app imports by package name (the
// package's `exports`). Only tests import it, so no app bundle contains it. axe.ts stays out:
// axe-core is large, so an app's test that checks a component with it imports
// `@hiroba/shared-ui/test/axe` by name.
export * from './render';
export * from './users';
export * from './calls';
