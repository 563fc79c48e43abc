// Runs before each web test file (jest setupFiles). jsdom lacks the Fetch API and TextEncoder that
// react-router 7, ky and msw need (docs/stack.md#jest-needs-help-with-esm-jsdom-and-css), so they
// are borrowed from Node's own realm.
// AbortController goes with them: Node's Request refuses a jsdom AbortSignal.
import { runInThisContext } from 'node:vm';

const node = runInThisContext('globalThis') as typeof globalThis;
const borrowed = [
  'TextEncoder',
  'TextDecoder',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
  'fetch',
  'BroadcastChannel',
] as const;

const target = globalThis as unknown as Record<string, unknown>;
const source = node as unknown as Record<string, unknown>;
for (const name of borrowed) {
  if (name.startsWith('Abort') || target[name] === undefined) target[name] = source[name];
}
// fetch is Node's too: msw (setup-dom.ts) answers it, and refuses any call no test answered.
