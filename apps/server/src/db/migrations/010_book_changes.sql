-- Which books changed, in order: a server that keeps book pages made in advance (see
-- src/modules/catalog/pages-ahead.ts) asks every second for the books changed since the last
-- change it has seen, and makes their pages again. Every change that a book page shows already
-- removes or rewrites the book's book_facts row (migration 008), so its triggers are where a
-- change is noted: whoever makes it (this server, another one on the same PostgreSQL database,
-- an administrator's SQL).
--
-- One row per book, its latest change: the table grows with the catalogue, not with the changes.
CREATE SEQUENCE book_change_seq;
CREATE TABLE book_changes (
  book_id integer PRIMARY KEY,
  change bigint NOT NULL
);
CREATE INDEX book_changes_change ON book_changes (change);

CREATE FUNCTION book_changes_note() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO book_changes (book_id, change)
  SELECT book_id, nextval('book_change_seq') FROM (SELECT DISTINCT book_id FROM gone) g
  ON CONFLICT (book_id) DO UPDATE SET change = excluded.change;
  RETURN NULL;
END $$;

CREATE TRIGGER book_changes_deleted AFTER DELETE ON book_facts
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION book_changes_note();
-- A row written again in place (book_facts_fill, or two servers writing a missing row at once).
CREATE TRIGGER book_changes_rewritten AFTER UPDATE ON book_facts
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION book_changes_note();
