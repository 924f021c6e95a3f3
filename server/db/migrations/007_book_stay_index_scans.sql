-- `book_stay` plans its statements once per session (plan_cache_mode above), with the
-- statistics of that moment. PGlite runs no autovacuum, so those are the statistics of a
-- table as it was created: idempotency_keys starts empty, the plan read it whole, and every
-- booking read every key stored before it (a booking took twice as long after a few
-- thousand). Each of its reads is by key or by an index's range: index scans at every size.

ALTER FUNCTION book_stay(text, text, timestamptz, timestamptz, bigint, text, integer,
  integer, boolean, boolean, uuid, text, date, date, integer, text, text, text, text,
  integer, text, text, text, text, integer, integer, timestamptz)
  SET enable_seqscan = off;
