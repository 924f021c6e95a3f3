-- Staff may book a walk-in or phone guest without an email address (nothing is emailed then);
-- a guest booking on the site always gives one.

ALTER TABLE bookings ALTER COLUMN guest_email DROP NOT NULL;
ALTER TABLE bookings
  ADD CONSTRAINT bookings_guest_email_check CHECK (guest_email IS NOT NULL OR created_by = 'staff');
