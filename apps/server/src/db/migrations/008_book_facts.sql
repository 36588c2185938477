-- Everything the catalogue shows of one book, in one row (src/modules/catalog/overview.ts): the
-- book's columns with its publisher, series, credits, categories, pictures, tags, imprints,
-- specification values and file facts, as JSON. A book page or a listing that is not in the
-- server's memory then reads one row by its key instead of joining a dozen tables (each a
-- random page read in a large catalogue).
--
-- A cache kept by the database: triggers delete a book's row whenever anything it holds
-- changes, and the server writes it again from book_facts_of() on the next read. Names that
-- many books share and that change rarely (categories, specification attributes and options)
-- are not in it: the server resolves them from its catalogue metadata.
-- (json, not jsonb: stored as text, a read sends it as it is; jsonb would be printed again.)
CREATE TABLE book_facts (
  book_id integer PRIMARY KEY REFERENCES books (id) ON DELETE CASCADE,
  facts json NOT NULL
);

CREATE FUNCTION book_facts_of(b books) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'id', b.id, 'published', b.published, 'deleted', b.deleted,
    'name_th', b.name_th, 'name_en', b.name_en,
    'short_description_th', b.short_description_th, 'short_description_en', b.short_description_en,
    'full_description_th', b.full_description_th, 'full_description_en', b.full_description_en,
    'meta_title_th', b.meta_title_th, 'meta_title_en', b.meta_title_en,
    'meta_description_th', b.meta_description_th, 'meta_description_en', b.meta_description_en,
    'meta_keywords_th', b.meta_keywords_th, 'meta_keywords_en', b.meta_keywords_en,
    'se_name', b.se_name, 'sku', b.sku, 'isbn', b.isbn, 'language', b.language,
    'page_count', b.page_count, 'file_format', b.file_format,
    'price', b.price, 'old_price', b.old_price,
    'mark_as_new', b.mark_as_new, 'mark_as_new_start', b.mark_as_new_start,
    'mark_as_new_end', b.mark_as_new_end)
  || jsonb_build_object(
    'available_for_pre_order', b.available_for_pre_order, 'pre_order_start', b.pre_order_start,
    'disable_buy_button', b.disable_buy_button, 'disable_wishlist_button', b.disable_wishlist_button,
    'allow_customer_reviews', b.allow_customer_reviews,
    'approved_rating_sum', b.approved_rating_sum, 'approved_total_reviews', b.approved_total_reviews,
    'vendor_id', v.id, 'vendor_th', v.name_th, 'vendor_en', v.name_en, 'vendor_se_name', v.se_name,
    'vendor_visible', (v.active AND NOT v.deleted),
    'series_id', s.id, 'series_th', s.name_th, 'series_en', s.name_en,
    'series_number', b.series_number,
    'people', coalesce((SELECT jsonb_agg(jsonb_build_object('id', a.id, 'th', a.name_th, 'en', a.name_en,
                                                            'role', ba.role) ORDER BY ba.position, a.id)
                          FROM book_authors ba JOIN authors a ON a.id = ba.author_id
                         WHERE ba.book_id = b.id), '[]'::jsonb),
    'file_size', (SELECT f.size_bytes FROM book_files f WHERE f.book_id = b.id AND f.kind = 'full'),
    'has_sample', EXISTS (SELECT 1 FROM book_files f WHERE f.book_id = b.id AND f.kind = 'sample'),
    'categories', coalesce((SELECT jsonb_agg(bc.category_id ORDER BY bc.display_order, bc.category_id)
                              FROM book_categories bc WHERE bc.book_id = b.id), '[]'::jsonb),
    'pictures', coalesce((SELECT jsonb_agg(bp.picture_id ORDER BY bp.display_order, bp.picture_id)
                            FROM book_pictures bp WHERE bp.book_id = b.id), '[]'::jsonb),
    'tags', coalesce((SELECT jsonb_agg(jsonb_build_object('id', tg.id, 'th', tg.name_th, 'en', tg.name_en,
                                                          'se', tg.se_name) ORDER BY tg.id)
                        FROM book_tags bt JOIN tags tg ON tg.id = bt.tag_id WHERE bt.book_id = b.id), '[]'::jsonb),
    'manufacturers', coalesce((SELECT jsonb_agg(jsonb_build_object('id', m.id, 'th', m.name_th, 'en', m.name_en,
                                                                   'se', m.se_name) ORDER BY bm.display_order, m.id)
                                 FROM book_manufacturers bm JOIN manufacturers m ON m.id = bm.manufacturer_id
                                WHERE bm.book_id = b.id AND m.published AND NOT m.deleted), '[]'::jsonb),
    'specs', coalesce((SELECT jsonb_agg(jsonb_build_object('attr', bs.attribute_id, 'type', bs.attribute_type,
                                                           'option', bs.option_id, 'th', bs.custom_value_th,
                                                           'en', bs.custom_value_en)
                                        ORDER BY bs.display_order, bs.id)
                         FROM book_specifications bs WHERE bs.book_id = b.id AND bs.show_on_page), '[]'::jsonb))
  FROM (SELECT 1) one
  LEFT JOIN vendors v ON v.id = b.vendor_id
  LEFT JOIN series s ON s.id = b.series_id
$$;

-- Forgetting: statement triggers (one statement inserting 2,000 books' rows forgets once).
CREATE FUNCTION book_facts_forget_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM book_facts WHERE book_id IN (SELECT book_id FROM new_rows);
  RETURN NULL;
END $$;
CREATE FUNCTION book_facts_forget_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM book_facts WHERE book_id IN (SELECT book_id FROM old_rows);
  RETURN NULL;
END $$;
CREATE FUNCTION book_facts_forget_books() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM book_facts WHERE book_id IN (SELECT id FROM new_rows);
  RETURN NULL;
END $$;

CREATE TRIGGER book_facts_books AFTER UPDATE ON books
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION book_facts_forget_books();

CREATE TRIGGER book_facts_ins AFTER INSERT ON book_authors
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION book_facts_forget_new();
CREATE TRIGGER book_facts_upd AFTER UPDATE ON book_authors
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION book_facts_forget_new();
CREATE TRIGGER book_facts_del AFTER DELETE ON book_authors
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION book_facts_forget_old();

CREATE TRIGGER book_facts_ins AFTER INSERT ON book_categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION book_facts_forget_new();
CREATE TRIGGER book_facts_upd AFTER UPDATE ON book_categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION book_facts_forget_new();
CREATE TRIGGER book_facts_del AFTER DELETE ON book_categories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION book_facts_forget_old();

CREATE TRIGGER book_facts_ins AFTER INSERT ON book_manufacturers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION book_facts_forget_new();
CREATE TRIGGER book_facts_upd AFTER UPDATE ON book_manufacturers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION book_facts_forget_new();
CREATE TRIGGER book_facts_del AFTER DELETE ON book_manufacturers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION book_facts_forget_old();

CREATE TRIGGER book_facts_ins AFTER INSERT ON book_pictures
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION book_facts_forget_new();
CREATE TRIGGER book_facts_upd AFTER UPDATE ON book_pictures
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION book_facts_forget_new();
CREATE TRIGGER book_facts_del AFTER DELETE ON book_pictures
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION book_facts_forget_old();

CREATE TRIGGER book_facts_ins AFTER INSERT ON book_tags
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION book_facts_forget_new();
CREATE TRIGGER book_facts_upd AFTER UPDATE ON book_tags
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION book_facts_forget_new();
CREATE TRIGGER book_facts_del AFTER DELETE ON book_tags
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION book_facts_forget_old();

CREATE TRIGGER book_facts_ins AFTER INSERT ON book_specifications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION book_facts_forget_new();
CREATE TRIGGER book_facts_upd AFTER UPDATE ON book_specifications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION book_facts_forget_new();
CREATE TRIGGER book_facts_del AFTER DELETE ON book_specifications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION book_facts_forget_old();

CREATE TRIGGER book_facts_ins AFTER INSERT ON book_files
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION book_facts_forget_new();
CREATE TRIGGER book_facts_upd AFTER UPDATE ON book_files
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION book_facts_forget_new();
CREATE TRIGGER book_facts_del AFTER DELETE ON book_files
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION book_facts_forget_old();

-- Shared rows whose names the facts hold: forget the books that show them.
CREATE FUNCTION book_facts_forget_shared() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  CASE TG_TABLE_NAME
    WHEN 'authors' THEN
      DELETE FROM book_facts WHERE book_id IN
        (SELECT ba.book_id FROM book_authors ba WHERE ba.author_id IN (SELECT id FROM old_rows));
    WHEN 'tags' THEN
      DELETE FROM book_facts WHERE book_id IN
        (SELECT bt.book_id FROM book_tags bt WHERE bt.tag_id IN (SELECT id FROM old_rows));
    WHEN 'manufacturers' THEN
      DELETE FROM book_facts WHERE book_id IN
        (SELECT bm.book_id FROM book_manufacturers bm WHERE bm.manufacturer_id IN (SELECT id FROM old_rows));
    WHEN 'vendors' THEN
      DELETE FROM book_facts WHERE book_id IN
        (SELECT b.id FROM books b WHERE b.vendor_id IN (SELECT id FROM old_rows));
    WHEN 'series' THEN
      DELETE FROM book_facts WHERE book_id IN
        (SELECT b.id FROM books b WHERE b.series_id IN (SELECT id FROM old_rows));
  END CASE;
  RETURN NULL;
END $$;
CREATE TRIGGER book_facts_shared AFTER UPDATE ON authors
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION book_facts_forget_shared();
CREATE TRIGGER book_facts_shared AFTER UPDATE ON tags
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION book_facts_forget_shared();
CREATE TRIGGER book_facts_shared AFTER UPDATE ON manufacturers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION book_facts_forget_shared();
CREATE TRIGGER book_facts_shared AFTER UPDATE ON vendors
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION book_facts_forget_shared();
CREATE TRIGGER book_facts_shared AFTER UPDATE ON series
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION book_facts_forget_shared();

-- Writes the facts of books (all of them by default) again.
CREATE FUNCTION book_facts_fill(ids integer[] DEFAULT NULL) RETURNS integer LANGUAGE sql AS $$
  WITH written AS (
    INSERT INTO book_facts (book_id, facts)
    SELECT b.id, book_facts_of(b)::json FROM books b WHERE ids IS NULL OR b.id = ANY (ids)
    ON CONFLICT (book_id) DO UPDATE SET facts = excluded.facts
    RETURNING 1)
  SELECT count(*)::integer FROM written
$$;
SELECT book_facts_fill();
-- vacuum: book_facts
