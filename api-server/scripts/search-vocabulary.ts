// `npm run search-words:sudachi`: writes src/search/vocabulary/sudachi-groups.ts, the groups of
// SudachiDict's synonyms that belong to the field (scripts/search-vocabulary/sudachi-filter.ts), each
// word with its reading from the ふりがな analyser. Run it after changing the filter or the dictionary's
// version; api-server/test/search-vocabulary.test.ts fails until then.
import { writeFileSync } from 'node:fs';
import { createAnalyser } from '../src/readings/analyse';
import { loadTokenizer } from '../src/readings/tokenizer';
import { filterSudachi, readSudachi } from './search-vocabulary/sudachi-filter';
import { SUDACHI_GROUPS_FILE, formatSudachiGroups, readingOf } from './search-vocabulary/sudachi-file';

async function main() {
  const analyse = createAnalyser(await loadTokenizer());
  const groups = filterSudachi(readSudachi()).map((g) => ({ ...g, words: g.words.map(([text, reading, kind]) => [text, reading ?? readingOf(analyse(text)), kind] as const) }));
  writeFileSync(SUDACHI_GROUPS_FILE, formatSudachiGroups(groups));
  console.log(`${groups.length} groups written into ${SUDACHI_GROUPS_FILE}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
