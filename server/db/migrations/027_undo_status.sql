-- Staff can undo a booking's latest status change (a check-in, a check-out, a no-show, their
-- cancellation) for a while after it; the undo is a line of the booking's history too.

ALTER TABLE booking_events DROP CONSTRAINT booking_events_kind_check;
ALTER TABLE booking_events ADD CONSTRAINT booking_events_kind_check CHECK (kind IN
  ('created', 'moved', 'edited', 'cancelled', 'checked_in', 'checked_out', 'no_show', 'undone'));
