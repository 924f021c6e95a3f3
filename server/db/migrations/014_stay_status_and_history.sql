-- The front desk: who made a booking, where its stay is (expected, checked in, checked out,
-- no-show, each with its time) and a history of what staff did to it, by whom. The status
-- (confirmed or cancelled) stays as it was: a stay that has begun still holds its room.

ALTER TABLE bookings
  ADD COLUMN created_by text NOT NULL DEFAULT 'guest' CHECK (created_by IN ('guest', 'staff')),
  ADD COLUMN stay_status text NOT NULL DEFAULT 'expected'
    CHECK (stay_status IN ('expected', 'checked_in', 'checked_out', 'no_show')),
  ADD COLUMN checked_in_at timestamptz,
  ADD COLUMN checked_out_at timestamptz,
  ADD COLUMN no_show_at timestamptz;
CREATE TABLE booking_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  kind text NOT NULL
    CHECK (kind IN ('created', 'moved', 'cancelled', 'checked_in', 'checked_out', 'no_show')),
  at timestamptz NOT NULL,
  actor text NOT NULL CHECK (actor IN ('guest', 'staff')),
  staff_id integer REFERENCES staff (id),
  staff_name text,
  detail text
);
CREATE INDEX booking_events_booking_idx ON booking_events (booking_id, at);
