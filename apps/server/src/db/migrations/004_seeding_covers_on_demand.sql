-- Pictures whose bytes are made on demand: a row with data NULL is a book cover that the picture
-- route draws from the book (src/seed/covers.ts renderCover) the first time it is asked for,
-- then stores in data. The synthetic load-test catalogue (100,000 books) uses this, since
-- drawing every cover up front would take most of an hour; the first-start seed stores bytes.
ALTER TABLE pictures ALTER COLUMN data DROP NOT NULL;

-- The picture route finds the book of a cover by its picture id.
CREATE INDEX books_default_picture_idx ON books (default_picture_id);
