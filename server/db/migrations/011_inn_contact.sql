-- What guests trust an inn by: where it is, how to reach it, its house rules (staff edit
-- them; an inn that has not yet written them shows none).

ALTER TABLE settings
  ADD COLUMN address text NOT NULL DEFAULT '' CHECK (length(address) <= 300),
  ADD COLUMN phone text NOT NULL DEFAULT '' CHECK (length(phone) <= 40),
  ADD COLUMN contact_email text NOT NULL DEFAULT '' CHECK (length(contact_email) <= 254),
  ADD COLUMN house_rules text NOT NULL DEFAULT '' CHECK (length(house_rules) <= 2000);
