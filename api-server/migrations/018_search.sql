-- Search that finds what people mean (docs/search.md). Runs unchanged on PostgreSQL 15 and on PGlite
-- (PostgreSQL 18); no extensions.

-- The readings of a text (made for ふりがな) folded for search, so a word typed in hiragana finds it
-- written in kanji; '' until the readings are made. search_title: the folded title and its reading,
-- short and always in the row, so "every word in the title" and the rank read no long text.
-- search_keys (in place of 001's search_bigrams) and search_title_keys: the runs of two and three
-- letters of the text and readings, and of the title, as integers (api-server/src/search/search-keys.ts),
-- each under a GIN index; kept in the row (STORAGE MAIN) so a walk over the newest rows reads no TOAST.
-- search_version: the folding the search columns were written with (SEARCH_VERSION in
-- api-server/src/search/search-text.ts); the reindex-search job writes older rows again (all of them
-- after this migration, newest first; until it reaches a row, a search does not find it).
ALTER TABLE questions DROP COLUMN search_bigrams;
ALTER TABLE columns DROP COLUMN search_bigrams;
ALTER TABLE questions ADD COLUMN search_reading text NOT NULL DEFAULT '', ADD COLUMN search_title text NOT NULL DEFAULT '',
  ADD COLUMN search_keys integer[] NOT NULL DEFAULT '{}', ADD COLUMN search_title_keys integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN search_version integer NOT NULL DEFAULT 0;
ALTER TABLE columns ADD COLUMN search_reading text NOT NULL DEFAULT '', ADD COLUMN search_title text NOT NULL DEFAULT '',
  ADD COLUMN search_keys integer[] NOT NULL DEFAULT '{}', ADD COLUMN search_title_keys integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN search_version integer NOT NULL DEFAULT 0;
ALTER TABLE questions ALTER COLUMN search_title SET STORAGE MAIN, ALTER COLUMN search_reading SET STORAGE MAIN,
  ALTER COLUMN search_keys SET STORAGE MAIN, ALTER COLUMN search_title_keys SET STORAGE MAIN;
ALTER TABLE columns ALTER COLUMN search_keys SET STORAGE MAIN;
-- A word's frequency from the statistics, not a guess: the planner sees a common key as common (the
-- default target keeps too few of a text's hundreds of keys to know the field's words).
ALTER TABLE questions ALTER COLUMN search_keys SET STATISTICS 1000, ALTER COLUMN search_title_keys SET STATISTICS 1000;
CREATE INDEX questions_search_idx ON questions USING gin (search_keys);
CREATE INDEX columns_search_idx ON columns USING gin (search_keys);
-- The rows with a word in their title (the rank's candidates, similar questions): a word rare in
-- titles is found without reading every title.
CREATE INDEX questions_title_search_idx ON questions USING gin (search_title_keys);
CREATE INDEX columns_title_search_idx ON columns USING gin (search_title_keys);
CREATE INDEX questions_search_version_idx ON questions (search_version, id);
CREATE INDEX columns_search_version_idx ON columns (search_version, id);

-- Operators' own groups of words that mean one thing (/admin/search-words): their region's names.
-- words: [{ "text": "愛の手帳", "reading": "あいのてちょう" }, …], the main name first.
CREATE TABLE search_word_groups (
  id serial PRIMARY KEY,
  words jsonb NOT NULL,
  note text NOT NULL DEFAULT '',
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Bumped by every change of the groups: each server checks it every few seconds and rebuilds its
-- vocabulary when it moved, so a change reaches every server within seconds.
CREATE TABLE search_vocabulary_version (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version bigint NOT NULL
);
INSERT INTO search_vocabulary_version (version) VALUES (1);

-- Searches that found nothing, for operators: the query and the day, nothing of who searched.
CREATE TABLE search_misses (
  day date NOT NULL,
  query text NOT NULL,
  searches integer NOT NULL DEFAULT 1,
  PRIMARY KEY (day, query)
);
