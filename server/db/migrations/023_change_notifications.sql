-- The servers keep some tables in memory (rooms, closures, settings, rates, and search answers
-- that read bookings: server/lib/changes.ts). They hear of every committed change from the
-- database itself: a statement that changes rows of one of these tables notifies the channel
-- `nightjar_changes` with the table's name, which reaches every server listening when the
-- transaction commits (Postgres: each server's LISTEN connection; PGlite: its one process).
-- No write path has to remember to say what it changed. (A schema other than public, as each
-- test file has, gets a channel of its own: `nightjar_changes_<schema>`.)
CREATE FUNCTION notify_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF EXISTS (SELECT 1 FROM changed) THEN
    PERFORM pg_notify(
      CASE TG_TABLE_SCHEMA WHEN 'public' THEN 'nightjar_changes'
        ELSE 'nightjar_changes_' || TG_TABLE_SCHEMA END,
      TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END
$fn$;

-- Three statement triggers a table (a trigger with a transition table takes one event): a
-- statement that changes no row notifies nobody.
DO $do$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['rooms', 'closures', 'bookings', 'settings', 'rate_periods',
    'stay_rules']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION notify_change()', t || '_inserted', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION notify_change()', t || '_updated', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION notify_change()', t || '_deleted', t);
  END LOOP;
END
$do$;
