-- A closed night says why (painting, the owner's own guests): up to 100 characters, or none.

ALTER TABLE closures
  ADD COLUMN reason text CHECK (reason IS NULL OR (length(reason) BETWEEN 1 AND 100));
