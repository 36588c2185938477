-- Recently viewed books as one row per customer (the newest RECENT_VIEWS_KEPT = 50, newest
-- first) instead of one row per customer and book: a page view is buffered in memory and a
-- flush writes each customer who viewed anything once, however many books they opened since
-- (src/modules/shared/recent-views.ts). The view recently_viewed shows the rows as before.
CREATE TABLE recent_views (
  customer_id integer PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  book_ids integer[] NOT NULL,
  viewed_at timestamptz[] NOT NULL
) WITH (fillfactor = 50);

-- Two lists of views merged: each book once (its latest view), newest first, at most `kept`.
CREATE FUNCTION recent_views_merge(
  book_ids integer[], viewed_at timestamptz[], more_ids integer[], more_at timestamptz[], kept integer,
  OUT merged_ids integer[], OUT merged_at timestamptz[])
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(b ORDER BY t DESC, b), '{}'), coalesce(array_agg(t ORDER BY t DESC, b), '{}')
    FROM (SELECT b, t FROM (
            SELECT DISTINCT ON (x.b) x.b, x.t
              FROM unnest(coalesce(book_ids, '{}') || coalesce(more_ids, '{}'),
                          coalesce(viewed_at, '{}') || coalesce(more_at, '{}')) AS x(b, t)
             ORDER BY x.b, x.t DESC) latest
           ORDER BY t DESC, b LIMIT kept) newest
$$;

INSERT INTO recent_views (customer_id, book_ids, viewed_at)
SELECT customer_id, array_agg(book_id ORDER BY viewed_at DESC, book_id),
       array_agg(viewed_at ORDER BY viewed_at DESC, book_id)
  FROM (SELECT customer_id, book_id, viewed_at,
               row_number() OVER (PARTITION BY customer_id ORDER BY viewed_at DESC, book_id) AS n
          FROM recently_viewed) v
 WHERE n <= 50
 GROUP BY customer_id;

DROP TABLE recently_viewed;

CREATE VIEW recently_viewed AS
  SELECT r.customer_id, v.book_id, v.viewed_at
    FROM recent_views r, unnest(r.book_ids, r.viewed_at) AS v(book_id, viewed_at);
