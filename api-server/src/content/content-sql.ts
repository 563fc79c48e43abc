// The SQL fragments the repositories of content share: the nested objects of an answer as JSON
// (authors, experts, categories, tags: built inside the query for comments and search results, read
// once and held for questions and columns by shared-records.ts) and an item's views. The response
// schemas decide which fields leave the server.
import type { ContentKind } from '@hiroba/contract';

/** The views of item `idSql` of a kind, written so far (content_views; add the pending ones). */
export const viewsSql = (kind: ContentKind, idSql: string) =>
  `COALESCE((SELECT cv.views FROM content_views cv WHERE cv.content_type = '${kind}' AND cv.content_id = ${idSql}), 0)`;

/** An expert_info row `ei` as JSON. */
export const EXPERT_INFO_JSON = `json_build_object(
  'id', ei.id, 'user_id', ei.user_id, 'name', ei.name, 'profile_image', ei.profile_image, 'title', ei.title,
  'profile', ei.profile, 'qualifications', ei.qualifications, 'fields', ei.fields, 'status', ei.status,
  'created_at', ei.created_at, 'updated_at', ei.updated_at)`;

/**
 * The author with id `idSql` as a PublicUser (no e-mail), or NULL when there is none or they have
 * withdrawn. Their expert record shows only while approved.
 */
export const publicUserJson = (idSql: string) => `(SELECT json_build_object(
    'id', u.id, 'role', u.role,
    'user_information', (SELECT json_build_object('id', ui.id, 'user_id', ui.user_id,
                             -- A profile held or hidden by moderation shows neither (docs/moderation.md).
                             'nickname', CASE WHEN ui.moderation = 'visible' THEN ui.nickname END,
                             'profile_image', CASE WHEN ui.moderation = 'visible' THEN ui.profile_image END)
                           FROM user_informations ui WHERE ui.user_id = u.id),
    'expert_info', (SELECT ${EXPERT_INFO_JSON} FROM expert_infos ei WHERE ei.user_id = u.id AND ei.status = 'approved'))
  FROM users u WHERE u.id = ${idSql} AND u.withdrawn_at IS NULL)`;

/** A categories row `cat` as JSON. */
export const CATEGORY_JSON = `json_build_object(
    'id', cat.id, 'title', cat.title, 'description', cat.description, 'status', cat.status, 'sort_order', cat.sort_order,
    'created_at', cat.created_at, 'updated_at', cat.updated_at)`;

/** The category with id `idSql` as JSON, or NULL. */
export const categoryJson = (idSql: string) => `(SELECT ${CATEGORY_JSON} FROM categories cat WHERE cat.id = ${idSql})`;

/** A tags row `t` as JSON. */
export const TAG_JSON = `json_build_object('id', t.id, 'title', t.title, 'status', t.status, 'created_at', t.created_at, 'updated_at', t.updated_at)`;
