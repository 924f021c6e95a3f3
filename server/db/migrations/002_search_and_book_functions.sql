-- The two hot paths as functions, so that each request is one short statement whose plans
-- the session keeps (PGlite plans every plain statement again, which cost more than running
-- them), and that returns little (each row costs on PGlite).

-- The ids of the free rooms for a stay, cheapest first: the exclusion constraint's GiST
-- index (room, stay) for the bookings, the closures' primary key for the closures. (Ids
-- only: the server keeps the rooms themselves in memory.)
CREATE FUNCTION available_room_ids(p_check_in date, p_check_out date, p_guests integer)
RETURNS integer[] LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $fn$
BEGIN
  RETURN ARRAY(
    SELECT r.id FROM rooms r
    WHERE r.active AND r.capacity >= p_guests
      AND NOT EXISTS (
        SELECT 1 FROM bookings b
        WHERE b.room_id = r.id AND b.status = 'confirmed'
          AND b.stay && daterange(p_check_in, p_check_out))
      AND NOT EXISTS (
        SELECT 1 FROM closures c
        WHERE c.room_id = r.id AND c.date >= p_check_in AND c.date < p_check_out)
    ORDER BY r.rate, r.id);
END
$fn$;

-- Books a stay in one call when the room still is as the caller read it (active, big
-- enough, same name and rate) and the key is new: locks the room, checks closures and
-- bookings (each statement sees what the lock's previous holder committed), inserts the
-- booking, and stores the answer the caller prepared (201, or 409 when the stay is
-- taken) under the key. Returns that status, or NULL when it did nothing (room changed,
-- key known, reference drawn twice): the caller then takes the careful path.
CREATE FUNCTION book_stay(
  p_room integer, p_check_in date, p_check_out date, p_guests integer, p_room_name text,
  p_rate integer, p_key text, p_fingerprint text, p_id uuid, p_reference text,
  p_guest_name text, p_guest_email text, p_guest_phone text, p_notes text, p_total integer,
  p_currency text, p_at timestamptz, p_created json, p_taken json)
RETURNS integer LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $fn$
DECLARE
  v_status integer;
BEGIN
  PERFORM 1 FROM rooms
    WHERE id = p_room AND active AND capacity >= p_guests AND name = p_room_name
      AND rate = p_rate
    FOR UPDATE;
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF EXISTS (SELECT 1 FROM idempotency_keys WHERE key = p_key) THEN RETURN NULL; END IF;
  IF EXISTS (
      SELECT 1 FROM closures
      WHERE room_id = p_room AND date >= p_check_in AND date < p_check_out)
    OR EXISTS (
      SELECT 1 FROM bookings
      WHERE room_id = p_room AND status = 'confirmed'
        AND stay && daterange(p_check_in, p_check_out)) THEN
    v_status := 409;
  ELSE
    INSERT INTO bookings (id, reference, room_id, check_in, check_out, guests, guest_name,
      guest_email, guest_phone, notes, total, currency, status, created_at)
    VALUES (p_id, p_reference, p_room, p_check_in, p_check_out, p_guests, p_guest_name,
      p_guest_email, p_guest_phone, p_notes, p_total, p_currency, 'confirmed', p_at)
    ON CONFLICT (reference) DO NOTHING;
    IF NOT FOUND THEN RETURN NULL; END IF;
    v_status := 201;
  END IF;
  INSERT INTO idempotency_keys (key, fingerprint, status, body, created_at)
  VALUES (p_key, p_fingerprint, v_status,
    CASE WHEN v_status = 201 THEN p_created ELSE p_taken END, p_at);
  RETURN v_status;
END
$fn$;
