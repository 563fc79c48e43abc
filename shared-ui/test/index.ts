// `@hiroba/shared-ui/test`: the component-test helpers every app imports by package name (the
// package's `exports`). Only tests import it, so no app bundle contains it. axe.ts stays out:
// axe-core is large, so only the tests that check accessibility load it (`@hiroba/shared-ui/test/axe`).
export * from './render';
export * from './users';
export * from './calls';
export * from './speech-synthesis';
export * from './furigana';
