-- Which room is free for which stay is decided in one place, the domain's `stayBlockers`
-- (src/domain/availability.ts), for the search as for a booking: the search reads the rooms'
-- confirmed stays and closed nights and lets it decide, so the database's own copy of the rule
-- goes. The exclusion constraint on bookings still guards against two stays in one room.
DROP FUNCTION available_room_ids(date, date, integer);
