// Which analyser made a stored reading (migration 016, docs/reading-aids.md#stored-readings). Raise
// READINGS_VERSION whenever the glossary or a rule of analyse.ts changes what a text reads as: the
// make-readings job then reads every text made with an older version again, while its page keeps
// the old readings. GLOSSARY_FINGERPRINT names the glossary the version was raised for, so a test
// (readings-version.test.ts) fails when the glossary changed and the version did not. A rule of
// analyse.ts has no such net: raise the version with it.
import { createHash } from 'node:crypto';
import { GLOSSARY } from '@hiroba/contract/glossary';

export const READINGS_VERSION = 1;
export const GLOSSARY_FINGERPRINT = '53c8757d4724822e';

/** The glossary's terms, readings and kinds, hashed. */
export const glossaryFingerprint = (): string => createHash('sha256').update(JSON.stringify(GLOSSARY)).digest('hex').slice(0, 16);
