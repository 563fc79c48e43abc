-- やさしい日本語の要約 of a column (docs/reading-aids.md#やさしい日本語): plain text written by the
-- editor, shown behind a toggle at the top of the column and at the top of its feed entry. Null: none.
-- Runs unchanged on PostgreSQL 15 and on PGlite (PostgreSQL 18); no extensions.
ALTER TABLE columns ADD COLUMN easy_summary text;
