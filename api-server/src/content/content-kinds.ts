// The kinds of published text the content module serves: questions now, columns next. Search
// fields, reactions, views, public caches and page heads are written once for both.
export type ContentKind = 'question' | 'column';

/** The views of item `idSql` of a kind, written so far (content_views; add the pending ones). */
export const viewsSql = (kind: ContentKind, idSql: string) =>
  `COALESCE((SELECT cv.views FROM content_views cv WHERE cv.content_type = '${kind}' AND cv.content_id = ${idSql}), 0)`;
