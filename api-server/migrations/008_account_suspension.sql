-- Account suspension (docs/product.md#account-suspension): an admin stops an account with a reason.
-- A suspended person cannot sign in, and the same step raises token_version so every session they
-- had ends at once; restoring clears both columns. Who did it and when is in audit_logs.
-- Runs unchanged on PostgreSQL 15 and on PGlite (PostgreSQL 18); no extensions.
ALTER TABLE users ADD COLUMN suspended_at timestamptz;
ALTER TABLE users ADD COLUMN suspended_reason text;
ALTER TABLE users ADD CONSTRAINT users_suspension_reason_check
  CHECK ((suspended_at IS NULL) = (suspended_reason IS NULL));

-- The admin's list filtered to suspended accounts (few rows among many).
CREATE INDEX users_suspended_idx ON users (suspended_at DESC, id DESC) WHERE suspended_at IS NOT NULL;
