-- Limits counted atomically in the database (server/lib/rate-limit.ts), shared by servers.
-- One row per key and fixed window; a hit is one atomic INSERT … ON CONFLICT DO UPDATE …
-- RETURNING (the row lock orders parallel hits, on one server or many), and the decision
-- weighs the previous window by how much of it still falls inside the sliding window, so a
-- burst across a window's edge is still counted.

DROP TABLE login_failures;
CREATE TABLE rate_limits (
  bucket text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL CHECK (hits >= 0),
  PRIMARY KEY (bucket, window_start)
);
CREATE INDEX rate_limits_window ON rate_limits (window_start);
