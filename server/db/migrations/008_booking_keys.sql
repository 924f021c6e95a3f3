-- A booking's own link: the reference and an access key. A key is stored only as its
-- SHA-256. Each answer that books (a replay of it too) issues one, and a booking keeps all
-- it was given: a link already sent keeps working when the first answer was lost and asked
-- again.

CREATE TABLE booking_keys (
  key_hash text PRIMARY KEY,
  booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);
CREATE INDEX booking_keys_booking_idx ON booking_keys (booking_id);
