-- The outbox of the guest's emails. A booking's confirmation and a cancellation's notice are
-- written by the same transaction as the booking or the cancellation (a trigger, so every
-- way of booking or cancelling writes one); the mailer (server/mail) composes and sends them
-- afterwards. Statuses: new (written), held (composed; no mail server: staff read it in the
-- staff area), pending (composed, to send at next_attempt_at), sending (claimed by a mailer),
-- sent, uncertain (a mailer stopped while sending: never sent again by itself), failed.

CREATE TABLE emails (
  id bigserial PRIMARY KEY,
  booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('confirmation', 'cancellation')),
  status text NOT NULL DEFAULT 'new'
    CHECK (status IN ('new', 'held', 'pending', 'sending', 'sent', 'uncertain', 'failed')),
  recipient text,
  subject text,
  text_body text,
  html_body text,
  calendar text,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  claimed_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL,
  sent_at timestamptz
);
CREATE INDEX emails_list_idx ON emails (created_at DESC, id DESC);
CREATE INDEX emails_work_idx ON emails (status, next_attempt_at)
  WHERE status IN ('new', 'pending', 'sending');
CREATE FUNCTION write_booking_email() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.status = 'confirmed' THEN
    INSERT INTO emails (booking_id, kind, created_at)
    VALUES (NEW.id, 'confirmation', NEW.created_at);
  ELSIF TG_OP = 'UPDATE' AND OLD.status = 'confirmed' AND NEW.status = 'cancelled' THEN
    INSERT INTO emails (booking_id, kind, created_at)
    VALUES (NEW.id, 'cancellation', coalesce(NEW.cancelled_at, now()));
  END IF;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER bookings_write_email AFTER INSERT OR UPDATE OF status ON bookings
  FOR EACH ROW EXECUTE FUNCTION write_booking_email();
