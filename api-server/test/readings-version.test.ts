// The stored readings name the analyser that made them (migration 016): a changed glossary must come
// with a raised READINGS_VERSION, or texts read before keep their old readings for good.
import { GLOSSARY_FINGERPRINT, READINGS_VERSION, glossaryFingerprint } from '../src/readings/readings-version';

test('the glossary is the one READINGS_VERSION was raised for', () => {
  const now = glossaryFingerprint();
  if (now !== GLOSSARY_FINGERPRINT) {
    throw new Error(
      `The glossary changed (fingerprint ${now}, not ${GLOSSARY_FINGERPRINT}). Raise READINGS_VERSION (now ${READINGS_VERSION}) in ` +
        `api-server/src/readings/readings-version.ts and set GLOSSARY_FINGERPRINT to '${now}', so stored readings are made again.`,
    );
  }
  expect(now).toBe(GLOSSARY_FINGERPRINT);
  expect(READINGS_VERSION).toBeGreaterThanOrEqual(1);
});
