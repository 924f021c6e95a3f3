-- The inn's identity in its settings: a short name, a tagline and the home page's words, links,
-- its legal name and tax number, and the prefix of its booking references. Each booking keeps
-- the prefix it was given, so a reference in a guest's email stays the one the inn shows.

ALTER TABLE settings
  ADD COLUMN short_name text NOT NULL DEFAULT '' CHECK (length(short_name) <= 30),
  ADD COLUMN tagline text NOT NULL DEFAULT '' CHECK (length(tagline) <= 80),
  ADD COLUMN intro text NOT NULL DEFAULT '' CHECK (length(intro) <= 600),
  ADD COLUMN reference_prefix text NOT NULL DEFAULT 'NJ' CHECK (reference_prefix ~ '^[A-Z]{1,4}$'),
  ADD COLUMN website text NOT NULL DEFAULT '' CHECK (length(website) <= 300),
  ADD COLUMN instagram text NOT NULL DEFAULT '' CHECK (length(instagram) <= 300),
  ADD COLUMN facebook text NOT NULL DEFAULT '' CHECK (length(facebook) <= 300),
  ADD COLUMN legal_name text NOT NULL DEFAULT '' CHECK (length(legal_name) <= 150),
  ADD COLUMN tax_id text NOT NULL DEFAULT '' CHECK (length(tax_id) <= 40);

-- The demo inn keeps the words its pages had.
UPDATE settings
   SET short_name = 'Nightjar',
       tagline = 'Guest house by the sea',
       intro = 'A small guest house above the bay, with a herb garden, breakfast in the courtyard and the sea at the end of the lane. Quiet nights, long mornings.'
 WHERE inn_name = 'Nightjar Inn';

ALTER TABLE bookings
  ADD COLUMN reference_prefix text NOT NULL DEFAULT 'NJ' CHECK (reference_prefix ~ '^[A-Z]{1,4}$');
