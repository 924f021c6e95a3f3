-- The inn's own pictures in its settings: its logo (beside its name in the header, the staff
-- area and the sign-in page) and the home page's photo, each an uploaded photo (031) with the
-- words that say what it shows, or none.
ALTER TABLE settings
  ADD COLUMN logo_photo_id text REFERENCES photos (id),
  ADD COLUMN logo_alt text NOT NULL DEFAULT '' CHECK (length(logo_alt) <= 200),
  ADD COLUMN home_photo_id text REFERENCES photos (id),
  ADD COLUMN home_photo_alt text NOT NULL DEFAULT '' CHECK (length(home_photo_alt) <= 200);
