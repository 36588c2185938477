-- Typo-tolerant search (src/modules/catalog/search-words.ts, the typo tier). search_title holds
-- Thai cut into words by Intl.Segmenter, and a mistyped word is cut differently from the word
-- it should be ('ลิลิตยวนพ่าย' is 'ลิลิต ยวน พ่าย', 'ลิลิตวยนพ่าย' is not), so comparing the
-- words' trigrams misses many one-letter typos. search_compact() joins the words again (every
-- space dropped: a regular expression keeping the spaces between Latin words costs a
-- millisecond a title), so the term and the title are compared as the letters the shopper
-- typed, whatever the cut.
CREATE FUNCTION search_compact(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT replace($1, ' ', '')
$$;

CREATE INDEX books_search_title_compact_trgm ON books
  USING gin (search_compact(search_title) gin_trgm_ops) WHERE published AND NOT deleted;

ANALYZE books;
