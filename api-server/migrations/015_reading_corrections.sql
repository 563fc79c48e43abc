-- A column's reading corrections (docs/reading-aids.md#reading-corrections): the author's own readings
-- of words the analyser misreads, [{ "term": "…", "reading": "…" }], matched before the glossary in that
-- column's title and body. Changing them forgets the column's stored readings (the trigger of 014, now
-- also run by an UPDATE naming reading_corrections), so the make-readings job reads it again with them.
-- Runs unchanged on PostgreSQL 15 and on PGlite (PostgreSQL 18).

ALTER TABLE columns ADD COLUMN reading_corrections jsonb NOT NULL DEFAULT '[]';

CREATE OR REPLACE FUNCTION forget_column_ruby() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.reading_corrections IS DISTINCT FROM OLD.reading_corrections THEN
    NEW.title_ruby := NULL;
    NEW.body_ruby_html := NULL;
  END IF;
  IF NEW.title IS DISTINCT FROM OLD.title THEN NEW.title_ruby := NULL; END IF;
  IF NEW.body IS DISTINCT FROM OLD.body THEN NEW.body_ruby_html := NULL; END IF;
  RETURN NEW;
END $$;
DROP TRIGGER columns_forget_ruby ON columns;
CREATE TRIGGER columns_forget_ruby BEFORE UPDATE OF title, body, reading_corrections ON columns FOR EACH ROW EXECUTE FUNCTION forget_column_ruby();
