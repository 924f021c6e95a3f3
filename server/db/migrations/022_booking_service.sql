-- One booking service in TypeScript (server/services/bookings.ts) books, moves, edits and
-- cancels, for guests and staff alike: it prices a stay with the domain's one function
-- (`priceStay`), checks the stay rules, writes the history line and the outbox's email, and
-- stores the answer under the Idempotency-Key, all in its transaction. The second copies of
-- those rules in SQL go: `book_stay`, `stay_total`, `stay_rule_problem`, the trigger that
-- priced each booking again, and the trigger that wrote the emails. The database keeps its
-- guards (the exclusion constraint, checks, foreign and unique keys).
DROP FUNCTION book_stay(text, text, timestamptz, timestamptz, bigint, text, integer, integer,
  boolean, boolean, uuid, text, date, date, integer, text, text, text, text, integer, text,
  text, text, text, integer, integer, timestamptz);
DROP TRIGGER bookings_price ON bookings;
DROP FUNCTION price_booking();
DROP FUNCTION stay_total(integer, date, date);
DROP FUNCTION stay_rule_problem(date, date);
DROP TRIGGER bookings_write_email ON bookings;
DROP FUNCTION write_booking_email();

-- An answer under a key is data: the booking it made (a replay reads it again and issues a
-- new access key), or the error it gave. The answers stored as JSON text become so.
ALTER TABLE idempotency_keys
  ADD COLUMN booking_id uuid REFERENCES bookings (id) ON DELETE CASCADE,
  ADD COLUMN reply jsonb;
UPDATE idempotency_keys SET booking_id = (body::jsonb -> 'booking' ->> 'id')::uuid
  WHERE status = 201;
UPDATE idempotency_keys SET reply = body::jsonb WHERE status IS NOT NULL AND status <> 201;
ALTER TABLE idempotency_keys DROP COLUMN body;
ALTER TABLE idempotency_keys ADD CONSTRAINT idempotency_keys_reply_check CHECK (
  (status IS NULL AND booking_id IS NULL AND reply IS NULL)
  OR (status = 201 AND booking_id IS NOT NULL)
  OR (status <> 201 AND reply IS NOT NULL));
