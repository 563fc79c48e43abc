-- ふりがな (docs/reading-aids.md): each text's readings, stored with the text they were made from,
-- so they go wherever the text goes (a removed post's, a withdrawn account's) and are served only
-- beside it. The make-readings job fills the empty ones; a trigger empties them when the text changes,
-- whichever code changed it (only an UPDATE naming those columns runs it: counters do not). Runs unchanged on PostgreSQL 15 and on PGlite (PostgreSQL 18).

-- A RubyText (contract/src/reading-aids.ts) as JSON; a column's body, HTML with <ruby>.
ALTER TABLE questions ADD COLUMN title_ruby jsonb, ADD COLUMN body_ruby jsonb;
ALTER TABLE comments ADD COLUMN body_ruby jsonb;
ALTER TABLE replies ADD COLUMN body_ruby jsonb;
ALTER TABLE columns ADD COLUMN title_ruby jsonb, ADD COLUMN body_ruby_html text;

CREATE FUNCTION forget_question_ruby() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.title IS DISTINCT FROM OLD.title OR NEW.deleted_at IS NOT NULL THEN NEW.title_ruby := NULL; END IF;
  IF NEW.body IS DISTINCT FROM OLD.body OR NEW.deleted_at IS NOT NULL THEN NEW.body_ruby := NULL; END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER questions_forget_ruby BEFORE UPDATE OF title, body, deleted_at ON questions FOR EACH ROW EXECUTE FUNCTION forget_question_ruby();

-- Comments and replies alike: a body, soft deletion.
CREATE FUNCTION forget_body_ruby() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.body IS DISTINCT FROM OLD.body OR NEW.deleted_at IS NOT NULL THEN NEW.body_ruby := NULL; END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER comments_forget_ruby BEFORE UPDATE OF body, deleted_at ON comments FOR EACH ROW EXECUTE FUNCTION forget_body_ruby();
CREATE TRIGGER replies_forget_ruby BEFORE UPDATE OF body, deleted_at ON replies FOR EACH ROW EXECUTE FUNCTION forget_body_ruby();

CREATE FUNCTION forget_column_ruby() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.title IS DISTINCT FROM OLD.title THEN NEW.title_ruby := NULL; END IF;
  IF NEW.body IS DISTINCT FROM OLD.body THEN NEW.body_ruby_html := NULL; END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER columns_forget_ruby BEFORE UPDATE OF title, body ON columns FOR EACH ROW EXECUTE FUNCTION forget_column_ruby();

-- What the job still has to read, newest first (old posts are walked after the new ones).
CREATE INDEX questions_ruby_pending_idx ON questions (id DESC) WHERE deleted_at IS NULL AND (title_ruby IS NULL OR body_ruby IS NULL);
CREATE INDEX comments_ruby_pending_idx ON comments (id DESC) WHERE deleted_at IS NULL AND body_ruby IS NULL;
CREATE INDEX replies_ruby_pending_idx ON replies (id DESC) WHERE deleted_at IS NULL AND body_ruby IS NULL;
CREATE INDEX columns_ruby_pending_idx ON columns (id DESC) WHERE title_ruby IS NULL OR body_ruby_html IS NULL;
