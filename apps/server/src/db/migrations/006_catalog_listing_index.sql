-- Listings of large categories: the visible books' ids with what listing and filter-count
-- queries read (order, price, format, language), so that joining a category's rows to books
-- reads this small index instead of the wide books table (an index-only scan once the table
-- is vacuumed).
CREATE INDEX books_visible_listing_idx ON books (id) INCLUDE (display_order, price, file_format, language)
  WHERE published AND NOT deleted;
