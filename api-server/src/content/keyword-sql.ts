// Turns a typed keyword into SQL conditions over a content table's search columns (search-text.ts):
// every word's bigrams must be in search_bigrams (GIN, `@>`), and words the bigrams cannot decide
// alone are confirmed with LIKE over the normalised text.
import { bigrams, normalizeForSearch } from './search-text';

/** LIKE pattern that finds `word` anywhere: %, _ and \ in the word match themselves. */
export const containsPattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The distinct words of a keyword, split on any space (full-width too), normalised. */
export function keywordWords(keyword: string): string[] {
  return [...new Set(normalizeForSearch(keyword).split(' ').filter(Boolean))];
}

/**
 * SQL conditions (joined with AND) for `alias`, with their values appended to params; null when the
 * keyword has no words. A two-character word is exactly its one bigram, so it needs no LIKE; a
 * longer word's bigrams may sit apart, and a one-character word has no bigram (the words of the
 * text are cut into pairs), so those are confirmed by LIKE among the candidates.
 */
export function keywordConditions(keyword: string, params: unknown[], alias = 'q'): string[] | null {
  const words = keywordWords(keyword);
  if (words.length === 0) return null;
  const conditions: string[] = [];
  const grams = [...new Set(words.filter((w) => Array.from(w).length >= 2).flatMap((w) => bigrams(w)))];
  if (grams.length > 0) conditions.push(`${alias}.search_bigrams @> $${params.push(grams)}::text[]`);
  for (const word of words) {
    if (Array.from(word).length !== 2) conditions.push(`${alias}.search_text LIKE $${params.push(containsPattern(word))}`);
  }
  return conditions;
}
