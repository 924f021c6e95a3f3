-- Booking's limits (server/lib/rate-limit.ts) in its own statement: a booking records the
-- client address it came from, and `book_stay` counts the stays booked in the last window
-- from that address and for that email before it books, under locks of their own.

ALTER TABLE bookings ADD COLUMN client_address text;
CREATE INDEX bookings_address_recent_idx ON bookings (client_address, created_at)
  WHERE client_address IS NOT NULL;
CREATE INDEX bookings_email_recent_idx ON bookings (lower(guest_email), created_at);

DROP FUNCTION book_stay(text, text, timestamptz, timestamptz, bigint, text, integer, integer,
  boolean, boolean, uuid, text, date, date, integer, text, text, text, text, integer, text,
  text, text);

-- As in 004, and past the limits: {"limited": "address" | "email"}, with nothing written.
CREATE FUNCTION book_stay(
  key text, fingerprint text, at timestamptz, stale_before timestamptz,
  room_id bigint, room_name text, room_rate integer, room_capacity integer,
  room_active boolean, valid boolean,
  id uuid, reference text, check_in date, check_out date, guests integer,
  guest_name text, guest_email text, guest_phone text, notes text, total integer,
  currency text, created text, taken text,
  client_address text, per_address integer, per_email integer, limit_since timestamptz)
RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $fn$
#variable_conflict use_column
DECLARE
  v_room record;
  v_key record;
  v_status integer;
BEGIN
  SELECT r.name, r.rate, r.capacity, r.active INTO v_room
    FROM rooms r WHERE r.id = book_stay.room_id FOR UPDATE;

  -- A key seen before is answered first, whatever changed since.
  SELECT k.fingerprint, k.status, k.body::text AS body, k.created_at INTO v_key
    FROM idempotency_keys k WHERE k.key = book_stay.key;
  IF FOUND THEN
    IF v_key.fingerprint <> book_stay.fingerprint THEN
      RETURN '{"error": "idempotency_key_reused"}';
    ELSIF v_key.status IS NOT NULL THEN
      RETURN jsonb_build_object('status', v_key.status, 'body', v_key.body, 'replayed', true);
    ELSIF v_key.created_at >= book_stay.stale_before THEN
      RETURN '{"error": "idempotency_in_flight"}';
    END IF;
    -- A claim without an answer, left by a process that died: this request takes over.
    DELETE FROM idempotency_keys k WHERE k.key = book_stay.key AND k.status IS NULL;
  END IF;

  IF (v_room.name, v_room.rate, v_room.capacity, v_room.active) IS DISTINCT FROM
      (book_stay.room_name, book_stay.room_rate, book_stay.room_capacity,
       book_stay.room_active) THEN
    RETURN jsonb_build_object('room',
      (SELECT to_jsonb(r) FROM rooms r WHERE r.id = book_stay.room_id));
  END IF;
  IF NOT book_stay.valid THEN
    RETURN '{"invalid": true}';
  END IF;

  -- The limits: stays booked since limit_since from this address and for this email,
  -- counted under locks of their own, so that parallel requests of one sender take turns.
  PERFORM pg_advisory_xact_lock(hashtextextended('booking address ' || book_stay.client_address, 0)),
    pg_advisory_xact_lock(hashtextextended('booking email ' || lower(book_stay.guest_email), 0));
  -- (Each reads at most as many bookings as its limit: the index range, cut by OFFSET.)
  IF EXISTS (
      SELECT 1 FROM bookings x
      WHERE x.client_address = book_stay.client_address
        AND x.created_at > book_stay.limit_since
      OFFSET book_stay.per_address - 1) THEN
    RETURN '{"limited": "address"}';
  END IF;
  IF EXISTS (
      SELECT 1 FROM bookings x
      WHERE lower(x.guest_email) = lower(book_stay.guest_email)
        AND x.created_at > book_stay.limit_since
      OFFSET book_stay.per_email - 1) THEN
    RETURN '{"limited": "email"}';
  END IF;

  IF EXISTS (
      SELECT 1 FROM closures c
      WHERE c.room_id = book_stay.room_id
        AND c.date >= book_stay.check_in AND c.date < book_stay.check_out)
    OR EXISTS (
      SELECT 1 FROM bookings x
      WHERE x.room_id = book_stay.room_id AND x.status = 'confirmed'
        AND x.stay && daterange(book_stay.check_in, book_stay.check_out)) THEN
    v_status := 409;
  ELSE
    INSERT INTO bookings (id, reference, room_id, check_in, check_out, guests, guest_name,
      guest_email, guest_phone, notes, total, currency, status, created_at, client_address)
    VALUES (book_stay.id, book_stay.reference, book_stay.room_id, book_stay.check_in,
      book_stay.check_out, book_stay.guests, book_stay.guest_name, book_stay.guest_email,
      book_stay.guest_phone, book_stay.notes, book_stay.total, book_stay.currency,
      'confirmed', book_stay.at, book_stay.client_address)
    ON CONFLICT (reference) DO NOTHING;
    IF NOT FOUND THEN
      RETURN '{"error": "reference_taken"}';
    END IF;
    v_status := 201;
  END IF;
  INSERT INTO idempotency_keys (key, fingerprint, status, body, created_at)
  VALUES (book_stay.key, book_stay.fingerprint, v_status,
    (CASE WHEN v_status = 201 THEN book_stay.created ELSE book_stay.taken END)::json,
    book_stay.at);
  RETURN CASE v_status WHEN 201 THEN '{"status": 201}'::jsonb ELSE '{"status": 409}' END;
END
$fn$;
