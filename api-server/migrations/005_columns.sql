-- Columns as a publication: a lead, an eye-catch with its alt text, a supervising expert (監修者),
-- a table of contents, scheduled publication, soft delete and popularity like questions'.
-- Runs unchanged on PostgreSQL 15 and on PGlite (PostgreSQL 18); no extensions.

-- draft: only admins see it; scheduled: published by the publish-scheduled-columns job when
-- published_at comes; published: public. A column that is or will be public has its date.
ALTER TABLE columns DROP CONSTRAINT columns_status_check;
ALTER TABLE columns ADD CONSTRAINT columns_status_check CHECK (status IN ('draft', 'scheduled', 'published'));
ALTER TABLE columns ADD CONSTRAINT columns_published_at_check CHECK (status = 'draft' OR published_at IS NOT NULL);

-- The lead is written by the editor (lists show it); the eye-catch's alt text is required with it.
UPDATE columns SET excerpt = '' WHERE excerpt IS NULL;
ALTER TABLE columns ALTER COLUMN excerpt SET NOT NULL;
ALTER TABLE columns ALTER COLUMN excerpt SET DEFAULT '';
ALTER TABLE columns ADD COLUMN thumbnail_alt text NOT NULL DEFAULT '';
ALTER TABLE columns ADD COLUMN expert_info_id integer REFERENCES expert_infos (id) ON DELETE SET NULL;
-- The body's headings ([{ id, level, text }]), taken from the clean HTML when it is written.
ALTER TABLE columns ADD COLUMN toc jsonb NOT NULL DEFAULT '[]';
-- Normalised title, lead and body text for the LIKE that confirms a bigram match (as questions').
ALTER TABLE columns ADD COLUMN search_text text NOT NULL DEFAULT '';
ALTER TABLE columns ADD COLUMN deleted_at timestamptz;
ALTER TABLE columns ADD COLUMN removed_by integer REFERENCES users (id) ON DELETE SET NULL;

-- Popularity: favorites and the views as of the last scoring (content/popularity.ts), with the
-- publication date in units of 14 days (an article lives longer than a question). Views stay in
-- content_views, so a view batch never rewrites a column row or its indexes.
CREATE FUNCTION column_hot_score(favorites integer, views integer, published timestamptz)
  RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT log(greatest(3 * favorites + views / 10.0, 1)::double precision)
             + extract(epoch FROM published)::double precision / 1209600 $$;
ALTER TABLE columns ADD COLUMN scored_views integer NOT NULL DEFAULT 0 CHECK (scored_views >= 0);
ALTER TABLE columns ADD COLUMN hot_score double precision
  GENERATED ALWAYS AS (column_hot_score(favorite_counts, scored_views, published_at)) STORED;

-- The public lists walk published columns newest first (all, by category) or by popularity; the
-- admin's list filters by status; the job finds scheduled columns whose time has come.
DROP INDEX columns_published_idx;
DROP INDEX columns_category_idx;
CREATE INDEX columns_public_idx ON columns (published_at DESC, id DESC) WHERE status = 'published' AND deleted_at IS NULL;
CREATE INDEX columns_public_category_idx ON columns (category_id, published_at DESC, id DESC) WHERE status = 'published' AND deleted_at IS NULL;
CREATE INDEX columns_hot_idx ON columns (hot_score DESC, id DESC) WHERE status = 'published' AND deleted_at IS NULL;
CREATE INDEX columns_admin_idx ON columns (status, published_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX columns_due_idx ON columns (published_at) WHERE status = 'scheduled' AND deleted_at IS NULL;
CREATE INDEX columns_supervisor_idx ON columns (expert_info_id) WHERE expert_info_id IS NOT NULL;

-- The favorite list walks the person's favorite columns newest first.
CREATE INDEX column_favorites_user_list_idx ON column_favorites (user_id, created_at DESC, id DESC);
