-- The Q&A corner: what the list, search and popular queries need beyond 001.
-- Runs unchanged on PostgreSQL 15 and on PGlite (PostgreSQL 18); no extensions.

-- Normalised title + body (NFKC, lower case, katakana as hiragana; src/search/bigrams.ts) for the
-- LIKE that confirms a bigram match, and the list's excerpt, both written by the application with
-- search_bigrams. The excerpt saves reading (and de-TOASTing) the body for every list row.
ALTER TABLE questions ADD COLUMN search_text text NOT NULL DEFAULT '';
ALTER TABLE questions ADD COLUMN excerpt text NOT NULL DEFAULT '';

-- 専門家 (has an expert's answer or is addressed to an expert) versus 一般, as an indexed column so
-- the two type filters walk an index instead of testing every row.
ALTER TABLE questions ADD COLUMN is_expert_question boolean
  GENERATED ALWAYS AS (answer_state = 'expert_answered' OR expert_info_id IS NOT NULL) STORED;
CREATE INDEX questions_expert_type_idx ON questions (is_expert_question, created_at DESC, id DESC) WHERE deleted_at IS NULL;

-- Popularity that needs no periodic job (the "hot" ranking of link sites): the log of the
-- engagement plus the age in units of 3 days, so a question 3 days newer ranks with one that has
-- ten times the engagement. It only moves when a count moves, so it can be a stored, indexed column.
-- extract(epoch) of a timestamptz does not depend on the time zone: IMMUTABLE is true.
CREATE FUNCTION question_hot_score(likes integer, comments integer, favorites integer, views integer, created timestamptz)
  RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT log(greatest(3 * likes + 2 * comments + 2 * favorites + views / 20.0, 1)::double precision)
             + extract(epoch FROM created)::double precision / 259200 $$;
ALTER TABLE questions ADD COLUMN hot_score double precision
  GENERATED ALWAYS AS (question_hot_score(like_counts, comment_counts, favorite_counts, view_counts, created_at)) STORED;
CREATE INDEX questions_hot_idx ON questions (hot_score DESC, id DESC) WHERE deleted_at IS NULL;
-- Replaced by questions_hot_idx; an index on view_counts only slowed the view-count flushes.
DROP INDEX questions_popular_idx;

-- Keyset-friendly orders for the lists (ties broken by id) and the partial filters they use.
DROP INDEX questions_answer_state_idx;
CREATE INDEX questions_answer_state_idx ON questions (answer_state, created_at DESC, id DESC) WHERE deleted_at IS NULL;
DROP INDEX questions_expert_idx;
CREATE INDEX questions_expert_idx ON questions (expert_info_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;
DROP INDEX questions_category_idx;
CREATE INDEX questions_category_idx ON questions (category_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;
-- The sitemap lists questions by last change.
CREATE INDEX questions_updated_idx ON questions (updated_at DESC, id DESC) WHERE deleted_at IS NULL;

-- A question page loads its comments (expert answers first) and their replies in one go.
CREATE INDEX comments_question_live_idx ON comments (question_id, is_expert_answer DESC, created_at, id) WHERE deleted_at IS NULL;
-- The favorite list walks the person's favorites newest first.
CREATE INDEX question_favorites_user_list_idx ON question_favorites (user_id, created_at DESC, id DESC);
