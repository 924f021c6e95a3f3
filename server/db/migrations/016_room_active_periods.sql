-- When each room was open to book: the reports count its nights only then, so making a
-- room inactive today changes no month before (src/domain/room-periods.ts). A period runs
-- from starts_on (null: older than the records) until ends_on (exclusive; null: still
-- active). The active rooms start with one period since they were added; an inactive room
-- starts with none (when it was active is not known, and it counted nowhere before).

CREATE TABLE room_active_periods (
  room_id integer NOT NULL REFERENCES rooms (id),
  starts_on date,
  ends_on date,
  CHECK (starts_on IS NULL OR ends_on IS NULL OR starts_on < ends_on)
);
CREATE UNIQUE INDEX room_active_periods_open_idx ON room_active_periods (room_id)
  WHERE ends_on IS NULL;
CREATE INDEX room_active_periods_room_idx ON room_active_periods (room_id);
INSERT INTO room_active_periods (room_id, starts_on)
  SELECT id, opened_on FROM rooms WHERE active;
