-- Photos staff upload (a room's, and the inn's own): each named by its content (the first 32 hex
-- characters of the SHA-256 of the file as uploaded, so the same file twice is one photo), turned
-- upright and kept as WebP at the widths pages ask for (src/domain/photos.ts), in the database,
-- so they go with it into backups and onto any engine. Its size is after turning it upright and
-- fitting it in 3072 px wide (WebP's own limit is 16383 px a side).
CREATE TABLE photos (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{32}$'),
  width integer NOT NULL CHECK (width BETWEEN 1 AND 3072),
  height integer NOT NULL CHECK (height BETWEEN 1 AND 16383),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Each width of a photo as a WebP file: the standard widths below the photo's, and its own.
CREATE TABLE photo_files (
  photo_id text NOT NULL REFERENCES photos (id) ON DELETE CASCADE,
  width integer NOT NULL CHECK (width BETWEEN 1 AND 3072),
  bytes bytea NOT NULL CHECK (octet_length(bytes) > 0),
  PRIMARY KEY (photo_id, width)
);

-- A room's photos in order (position 0 is its picture on the site), at most 12, each once, with
-- the words that say what it shows. A photo a room shows cannot be deleted.
CREATE TABLE room_photos (
  room_id integer NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position BETWEEN 0 AND 11),
  photo_id text NOT NULL REFERENCES photos (id),
  alt text NOT NULL DEFAULT '' CHECK (length(alt) <= 200),
  PRIMARY KEY (room_id, position),
  UNIQUE (room_id, photo_id)
);
CREATE INDEX room_photos_photo_id ON room_photos (photo_id);

-- A room's photos are part of the room the servers keep in memory: they notify as rooms do
-- (server/lib/changes.ts reads `room_photos` as a change of rooms).
CREATE TRIGGER room_photos_inserted AFTER INSERT ON room_photos REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change();
CREATE TRIGGER room_photos_updated AFTER UPDATE ON room_photos REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change();
CREATE TRIGGER room_photos_deleted AFTER DELETE ON room_photos REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change();
