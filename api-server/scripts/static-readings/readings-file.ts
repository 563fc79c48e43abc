// Where the static readings are and how they are written: one text a line, sorted, so a change of a
// page's text is a one-line change in review.
import path from 'node:path';
import type { RubyText } from '@hiroba/contract/reading-aids';
import { REPO_ROOT } from './collect';

export const STATIC_READINGS_FILE = path.join(REPO_ROOT, 'shared-ui', 'src', 'readings', 'static-readings.json');
export const STATIC_READINGS_COMMAND = 'npm run readings:static';

export function formatReadings(entries: [string, RubyText][]): string {
  const sorted = [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{\n${sorted.map(([text, ruby]) => `  ${JSON.stringify(text)}: ${JSON.stringify(ruby)}`).join(',\n')}\n}\n`;
}
