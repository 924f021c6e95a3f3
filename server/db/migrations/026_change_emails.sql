-- A move of a booking by staff emails the guest the change: the stay as it is now and as it was,
-- with old and new totals. The email keeps the stay before the change (`before`: room name,
-- dates, party and total), since the booking holds only its present.

ALTER TABLE emails DROP CONSTRAINT emails_kind_check;

ALTER TABLE emails
  ADD COLUMN before jsonb,
  ADD CONSTRAINT emails_kind_check CHECK (kind IN ('confirmation', 'cancellation', 'change')),
  ADD CONSTRAINT emails_before_check CHECK ((kind = 'change') = (before IS NOT NULL));
