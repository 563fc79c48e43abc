// The reading worker's TypeScript entry for tests: run through swc-register.js as Jest runs it, with the
// contract read from its sources, so no build is needed (the server itself starts dist/readings/reading-worker.js).
import path from 'node:path';
import type { ReadingWorkerEntry } from '../../src/readings/reading-pool';

export const TEST_READING_WORKER: ReadingWorkerEntry = {
  file: path.join(__dirname, '..', '..', 'src', 'readings', 'reading-worker.ts'),
  execArgv: ['--conditions=@hiroba/source', '-r', path.join(__dirname, 'swc-register.js')],
};
