// A list's excerpt of a text: saves reading (and de-TOASTing) the body for every row of a list.

export const EXCERPT_LENGTH = 120;

/** The body's first characters on one line, cut at a character (not a UTF-16 half), … when cut. */
export function excerptOf(body: string, length = EXCERPT_LENGTH): string {
  const chars = Array.from(body.replace(/\s+/gu, ' ').trim());
  return chars.length <= length ? chars.join('') : `${chars.slice(0, length).join('')}…`;
}
