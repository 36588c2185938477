-- Whole-word search (src/modules/catalog/search-words.ts). search_title and search_people hold
-- searchText() of the texts: words cut by Intl.Segmenter, joined by single spaces, so the words
-- of a book are string_to_array(column, ' ') and a whole word is found by an index lookup
-- instead of a LIKE over every matching title.
--
-- book_title_words: one row per distinct word of a visible book's title, in the order a search
-- ranks them: books whose title starts with the word first, then the more reviewed, then by id.
-- A search reads the best matches of a word from the front of the index and stops (however
-- many thousands of titles hold a common word), and checks a book's other words with exact
-- probes (word, first, score, book_id). Kept by a trigger on books.
CREATE TABLE book_title_words (
  word text NOT NULL,
  first boolean NOT NULL,
  score integer NOT NULL,
  book_id integer NOT NULL
);
CREATE UNIQUE INDEX book_title_words_idx ON book_title_words (word, first DESC, score DESC, book_id);

-- The rows of one book (none for a hidden one).
CREATE FUNCTION book_title_word_rows(b books)
  RETURNS TABLE (word text, first boolean, score integer, book_id integer)
  LANGUAGE sql STABLE AS $$
  SELECT w, w = (string_to_array(b.search_title, ' '))[1], b.approved_total_reviews, b.id
    FROM (SELECT DISTINCT unnest(string_to_array(b.search_title, ' ')) AS w) words
   WHERE w <> '' AND b.published AND NOT b.deleted
$$;

CREATE FUNCTION book_title_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM book_title_words
     WHERE word = ANY (string_to_array(OLD.search_title, ' ')) AND first = ANY ('{true,false}')
       AND score = OLD.approved_total_reviews AND book_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO book_title_words SELECT * FROM book_title_word_rows(NEW);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER books_title_words AFTER INSERT OR DELETE ON books
  FOR EACH ROW EXECUTE FUNCTION book_title_words_sync();
CREATE TRIGGER books_title_words_update AFTER UPDATE OF search_title, approved_total_reviews, published, deleted ON books
  FOR EACH ROW
  WHEN (OLD.search_title IS DISTINCT FROM NEW.search_title
        OR OLD.approved_total_reviews IS DISTINCT FROM NEW.approved_total_reviews
        OR OLD.published IS DISTINCT FROM NEW.published
        OR OLD.deleted IS DISTINCT FROM NEW.deleted)
  EXECUTE FUNCTION book_title_words_sync();

-- Fills the table again from books (a bulk load may disable the trigger and call this after).
CREATE FUNCTION book_title_words_rebuild() RETURNS void LANGUAGE sql AS $$
  TRUNCATE book_title_words;
  INSERT INTO book_title_words
  SELECT r.* FROM books b, book_title_word_rows(b) r ORDER BY r.word, r.first DESC, r.score DESC, r.book_id;
$$;
SELECT book_title_words_rebuild();

-- The words of the people credited (authors, translators, publisher, imprint, ISBN, SKU): a
-- search word that is in no title is found here.
CREATE INDEX books_search_people_words_idx ON books USING gin (string_to_array(search_people, ' '))
  WHERE published AND NOT deleted;

-- Exact titles rank first.
CREATE INDEX books_search_title_idx ON books (search_title) WHERE published AND NOT deleted;

-- Filter counts of a search or listing (option per book) read this index alone.
CREATE INDEX book_specifications_filter_idx ON book_specifications (book_id, option_id)
  WHERE option_id IS NOT NULL AND allow_filtering;

ANALYZE book_title_words;
ANALYZE books;
-- vacuum: book_title_words
