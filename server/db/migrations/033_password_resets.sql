-- Staff password resets: a link sent by email to an account's address. The database keeps only
-- the SHA-256 of the link's token (256 random bits), so a copy of the database opens no account.
-- A reset works once (used_at) and for 30 minutes (expires_at), and only while the account is
-- active; setting a new password through it marks the account's other resets used too.

CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK (expires_at > created_at)
);
CREATE INDEX password_resets_staff_idx ON password_resets (staff_id) WHERE used_at IS NULL;
