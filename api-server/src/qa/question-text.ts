// What is stored beside a question's title and body so lists and search need not read the body:
// the excerpt, the normalised text (for LIKE) and its bigrams (for the GIN index).
import { bigrams, normalizeForSearch } from '../search/bigrams';

export const EXCERPT_LENGTH = 120;

/** The body's first characters on one line, cut at a character (not a UTF-16 half), … when cut. */
export function excerptOf(body: string, length = EXCERPT_LENGTH): string {
  const chars = Array.from(body.replace(/\s+/gu, ' ').trim());
  return chars.length <= length ? chars.join('') : `${chars.slice(0, length).join('')}…`;
}

export interface SearchFields {
  search_text: string;
  search_bigrams: string[];
}

/** Title and body go in as separate lines, so no bigram spans the two. */
export function searchFieldsOf(title: string, body: string): SearchFields {
  const text = `${title}\n${body}`;
  return { search_text: normalizeForSearch(text), search_bigrams: bigrams(text) };
}
