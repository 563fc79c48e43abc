-- View counts leave the content rows (api-server/src/content/view-counter.ts). Each batch of views
-- used to rewrite thousands of question rows with all their index entries (hot_score, the search
-- GIN index) every few seconds, which cost the question page most of its speed. Views now go to a
-- small table of their own; popularity reads a snapshot of them that a scheduled job refreshes.
-- Runs unchanged on PostgreSQL 15 and on PGlite (PostgreSQL 18).
CREATE TABLE content_views (
  content_type text NOT NULL CHECK (content_type IN ('question', 'column')),
  content_id integer NOT NULL,
  views integer NOT NULL DEFAULT 0 CHECK (views >= 0),
  PRIMARY KEY (content_type, content_id)
);
INSERT INTO content_views (content_type, content_id, views)
  SELECT 'question', id, view_counts FROM questions WHERE view_counts > 0;
INSERT INTO content_views (content_type, content_id, views)
  SELECT 'column', id, view_counts FROM columns WHERE view_counts > 0;

-- The views as of the last scoring (content/popularity.ts): only engagement writes (likes,
-- comments, favorites) and that job move hot_score now.
ALTER TABLE questions ADD COLUMN scored_views integer NOT NULL DEFAULT 0 CHECK (scored_views >= 0);
UPDATE questions SET scored_views = view_counts WHERE view_counts > 0;
ALTER TABLE questions DROP COLUMN hot_score;
ALTER TABLE questions DROP COLUMN view_counts;
ALTER TABLE questions ADD COLUMN hot_score double precision
  GENERATED ALWAYS AS (question_hot_score(like_counts, comment_counts, favorite_counts, scored_views, created_at)) STORED;
CREATE INDEX questions_hot_idx ON questions (hot_score DESC, id DESC) WHERE deleted_at IS NULL;

-- Columns count their views in content_views too (their index on view_counts goes with the column).
ALTER TABLE columns DROP COLUMN view_counts;
