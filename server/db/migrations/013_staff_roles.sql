-- Accounts and roles: an owner manages settings and accounts, staff do the rest. The
-- accounts already there were the inn's only ones, so they become owners. A disabled
-- account keeps its history but cannot sign in.

ALTER TABLE staff
  ADD COLUMN role text NOT NULL DEFAULT 'staff' CHECK (role IN ('owner', 'staff')),
  ADD COLUMN active boolean NOT NULL DEFAULT true,
  ADD COLUMN created_at timestamptz;
UPDATE staff SET role = 'owner';
CREATE INDEX sessions_staff_idx ON sessions (staff_id) WHERE revoked_at IS NULL;
