-- Each booking keeps the cancellation terms it was made under: free until this many days before
-- check-in. A later change of the inn's policy applies to new bookings only (before, a guest told
-- "free until 9 January" was later shown "until 4 January"). The bookings made so far keep the
-- policy as it stands now, the closest to what they were told that the records hold.

ALTER TABLE bookings ADD COLUMN free_cancellation_days integer;

UPDATE bookings
   SET free_cancellation_days = coalesce((SELECT free_cancellation_days FROM settings WHERE id = 1), 2);

ALTER TABLE bookings
  ALTER COLUMN free_cancellation_days SET NOT NULL,
  ADD CONSTRAINT bookings_free_cancellation_days_check
    CHECK (free_cancellation_days >= 0 AND free_cancellation_days <= 365);
