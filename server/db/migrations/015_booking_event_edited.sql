-- An edit of a booking's party or guest details is a line of its history too.

ALTER TABLE booking_events DROP CONSTRAINT booking_events_kind_check;
ALTER TABLE booking_events ADD CONSTRAINT booking_events_kind_check CHECK (kind IN
  ('created', 'moved', 'edited', 'cancelled', 'checked_in', 'checked_out', 'no_show'));
