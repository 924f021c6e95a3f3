-- One booking path (`bookStay` in server/db/book-stay.ts calls it): 002's fast path took
-- the common case and left the rest (a key seen before, a room that changed, a race) to a
-- second implementation in TypeScript. This one decides every case in its one statement,
-- and its parameters have names, which the caller passes by name.

DROP FUNCTION book_stay(integer, date, date, integer, text, integer, text, text, uuid, text,
  text, text, text, text, integer, text, timestamptz, json, json);

-- Books a stay, or answers why not, in one call. The caller has checked and priced the
-- request with the domain rules against the room as it last read it (room_name,
-- room_rate, room_capacity, room_active; all null for no such room), and says whether it
-- passed (valid). Under the room's row lock, bookings of one room take turns: each
-- statement sees what the previous holder committed, and concurrent inserts cannot
-- deadlock on the exclusion constraint (which stays the last word). Returns one of:
--   {"status": 201 | 409}                          booked, or the stay is taken; the
--                                                  answer (created / taken) is stored
--                                                  under the key in the same transaction
--   {"status": …, "body": "…", "replayed": true}   the key's first answer (JSON text)
--   {"error": "idempotency_key_reused"}            the key came with another request
--   {"error": "idempotency_in_flight"}             the key's first request is running
--   {"error": "reference_taken"}                   draw another reference, call again
--   {"room": {…} | null}                           the room is not as the caller read
--                                                  it: check and price again, call again
--   {"invalid": true}                              valid was false and the room is as the
--                                                  caller read it: nothing was written
CREATE FUNCTION book_stay(
  key text, fingerprint text, at timestamptz, stale_before timestamptz,
  room_id bigint, room_name text, room_rate integer, room_capacity integer,
  room_active boolean, valid boolean,
  id uuid, reference text, check_in date, check_out date, guests integer,
  guest_name text, guest_email text, guest_phone text, notes text, total integer,
  currency text, created text, taken text)
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
      guest_email, guest_phone, notes, total, currency, status, created_at)
    VALUES (book_stay.id, book_stay.reference, book_stay.room_id, book_stay.check_in,
      book_stay.check_out, book_stay.guests, book_stay.guest_name, book_stay.guest_email,
      book_stay.guest_phone, book_stay.notes, book_stay.total, book_stay.currency,
      'confirmed', book_stay.at)
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
