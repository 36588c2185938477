-- Cover thumbnails (120 px wide, for lists and the search box): drawn from the cover the first
-- time /media/covers/{bookId}.png?w=120 is asked for, stored as a picture and linked here so
-- the next request (on any server sharing the database) finds it by the book's key.
ALTER TABLE books ADD COLUMN thumbnail_picture_id integer REFERENCES pictures (id) ON DELETE SET NULL;
