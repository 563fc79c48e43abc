// A drawn page's whole answer (the document and its ETag), kept with the drawing it was built from
// (server-render.ts caches a drawing for seconds), one per variant of what else goes into it: the
// reader's settings, the head, the state, a counted view. A page view then neither builds the
// document nor hashes it again; that was most of the work and the garbage of a page view served
// from the cache. An answer lives as long as its drawing (a WeakMap).

export type ShellAnswer = { html: string; etag: string };

/** Answers kept per drawing; past it they are dropped and built again. */
export const MAX_ANSWER_VARIANTS = 32;

export function createShellAnswers() {
  const answers = new WeakMap<object, Map<string, ShellAnswer>>();
  return {
    /** The answer of `drawing` in this `variant` (its key, computed only when there is a drawing), built once. */
    get(drawing: object | undefined, variant: () => string, build: () => ShellAnswer): ShellAnswer {
      if (!drawing) return build();
      const key = variant();
      let variants = answers.get(drawing);
      if (!variants) answers.set(drawing, (variants = new Map()));
      let answer = variants.get(key);
      if (!answer) {
        if (variants.size >= MAX_ANSWER_VARIANTS) variants.clear();
        variants.set(key, (answer = build()));
      }
      return answer;
    },
  };
}
