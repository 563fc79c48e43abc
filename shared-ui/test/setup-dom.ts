// Runs after the test framework in every web test (jest setupFilesAfterEnv): DOM matchers and the
// browser APIs jsdom lacks that Mantine calls (docs/stack.md#jest-needs-help-with-esm-jsdom-and-css).
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { answerApiInTests } from '@hiroba/api-client/test-support';
import { fakeMediaQueryList } from './media-query';
import { dropAllDrafts } from '../src/drafts/draft-store';
import { resetPersonalInfoCheck } from '../src/safety/use-personal-info-check';
import { loadFormParts } from '../src/forms/lazy-form-parts';

// findBy*/waitFor wait up to 5 s (default 1 s): pages hold their data for the 200 ms minimum display
// delay, and on a loaded 2-core CI machine a render can take longer than the default allows.
configure({ asyncUtilTimeout: 5000 });
// A whole test gets 15 s (jest's default is 5): one that clicks through a form page took over 5 s on
// that machine while passing in under 2 s alone. Not a speed check; bench/ measures speed.
jest.setTimeout(15_000);

// The API is answered at the HTTP boundary (api-client/src/test-support/http.ts); each test adds
// the answers it needs.
answerApiInTests();

// Forms keep what is typed in localStorage (src/drafts/), also as an earlier test's form unmounts:
// each test starts with none kept.
beforeEach(() => dropAllDrafts());
// The post forms read the help lines' numbers once a page (use-personal-info-check.tsx): each test reads its own.
beforeEach(() => resetPersonalInfoCheck());

// A page that draws a form part has its chunk before it is drawn (remoteApp's formPages): so in every test.
beforeAll(() => loadFormParts());

// Mantine's color scheme and useMediaQuery ask matchMedia; jsdom has none. Nothing matches.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => fakeMediaQueryList(query, false),
  });
}

// ScrollArea, SegmentedControl and Tabs measure themselves.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
}

// jsdom prints "Not implemented" for scrolling; pages scroll to the top on navigation.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
Element.prototype.scrollTo = function scrollTo() {} as typeof Element.prototype.scrollTo;
Element.prototype.scrollIntoView = function scrollIntoView() {};

// jsdom has no canvas and logs an error for every getContext() (axe-core asks it); null is what a
// browser answers for an unsupported context.
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
