-- The cancellation policy (free until N days before check-in) and who cancelled a booking.

ALTER TABLE settings ADD COLUMN free_cancellation_days integer NOT NULL DEFAULT 2
  CHECK (free_cancellation_days BETWEEN 0 AND 365);
ALTER TABLE bookings ADD COLUMN cancelled_by text
  CHECK (cancelled_by IN ('guest', 'staff'));
UPDATE bookings SET cancelled_by = 'staff' WHERE status = 'cancelled';
