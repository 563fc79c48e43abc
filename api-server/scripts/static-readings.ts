// `npm run readings:static`: makes shared-ui/src/readings/static-readings.json, the readings of the
// site's fixed text (docs/reading-aids.md#fixed-text), with the server's analyser (glossary first, then
// kuromoji). Run it after changing a page's fixed text; api-server/test/static-readings.test.ts fails
// until then. Texts only: no post and nothing of a visitor is read here.
import { writeFileSync } from 'node:fs';
import { createAnalyser } from '../src/readings/analyse';
import { loadTokenizer } from '../src/readings/tokenizer';
import { collectStaticTexts } from './static-readings/collect';
import { STATIC_READINGS_FILE, formatReadings } from './static-readings/readings-file';

async function main() {
  const texts = [...collectStaticTexts().keys()];
  const analyse = createAnalyser(await loadTokenizer());
  writeFileSync(STATIC_READINGS_FILE, formatReadings(texts.map((text) => [text, analyse(text)])));
  console.log(`${texts.length} texts read into ${STATIC_READINGS_FILE}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
