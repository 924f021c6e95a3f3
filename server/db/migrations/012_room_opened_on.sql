-- The inn's date a room was added: the reports count its nights from then, so a room added
-- today does not change the months before. The rooms already there have none (counted in
-- every period, as before).

ALTER TABLE rooms ADD COLUMN opened_on date;
