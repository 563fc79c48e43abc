-- Which version of the analyser (its glossary and rules) made a text's readings: READINGS_VERSION in
-- api-server/src/readings/readings-version.ts (docs/reading-aids.md#stored-readings). Readings made
-- before this are version 0. When the version is raised the make-readings job reads every text made
-- with an older one again, and the page keeps showing the old readings until then. A number, not a
-- fingerprint, so that during a rolling deploy an older server never re-reads what a newer one made.
-- Runs unchanged on PostgreSQL 15 and on PGlite (PostgreSQL 18).
ALTER TABLE questions ADD COLUMN ruby_version integer NOT NULL DEFAULT 0;
ALTER TABLE comments ADD COLUMN ruby_version integer NOT NULL DEFAULT 0;
ALTER TABLE replies ADD COLUMN ruby_version integer NOT NULL DEFAULT 0;
ALTER TABLE columns ADD COLUMN ruby_version integer NOT NULL DEFAULT 0;

-- The texts with readings of an older version (the job asks for ruby_version < the current one).
CREATE INDEX questions_ruby_version_idx ON questions (ruby_version) WHERE deleted_at IS NULL;
CREATE INDEX comments_ruby_version_idx ON comments (ruby_version) WHERE deleted_at IS NULL;
CREATE INDEX replies_ruby_version_idx ON replies (ruby_version) WHERE deleted_at IS NULL;
CREATE INDEX columns_ruby_version_idx ON columns (ruby_version);
