-- Coupon uses recorded outside discount_usage: uses an imported (or seeded) coupon already had
-- before this store's orders were recorded. A coupon's total uses are this number plus its
-- discount_usage rows that are not cancelled; the n_times limit compares against that sum.
ALTER TABLE discounts
  ADD COLUMN imported_times_used integer NOT NULL DEFAULT 0 CHECK (imported_times_used >= 0);
