-- A search page walks the questions newest first and checks each row's bigrams
-- (api-server/src/content/keyword-filter.ts). Stored out of line (the default for a value this
-- large), every check also reads the TOAST table; kept in the row (compressed, STORAGE MAIN) it
-- costs about half as much.
-- PostgreSQL still moves the value out of line when a row cannot fit otherwise. Applies to rows
-- written from now on. Runs unchanged on PostgreSQL 15 and on PGlite (PostgreSQL 18).
ALTER TABLE questions ALTER COLUMN search_bigrams SET STORAGE MAIN;
ALTER TABLE columns ALTER COLUMN search_bigrams SET STORAGE MAIN;
