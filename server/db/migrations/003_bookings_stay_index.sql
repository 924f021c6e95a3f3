-- The search asks which bookings overlap a stay in any room. The exclusion constraint's
-- index leads with the room, so each of its pages mixes a room's old and new stays, and a
-- search by dates alone ends up reading nearly all of them as bookings accumulate. This one
-- groups bookings by dates: a search reads only the stays around its own.

CREATE INDEX bookings_stay_idx ON bookings USING gist (stay) WHERE status = 'confirmed';
