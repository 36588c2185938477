-- What several servers on one database share beside the store's own data
-- (src/http/store-changes.ts, src/http/scheduled-job.ts, src/modules/external-auth/oidc-adapter.ts).

-- Changes that servers' in-memory copies follow, besides the books' (book_changes, migration
-- 010): a customer whose cart, library, orders or reviews gained rows, or who stopped being a
-- guest ('customer', id), and the catalogue's shared names and discounts ('catalogue', '').
-- One row per subject, its latest change, numbered from book_changes' sequence: one look reads
-- both logs after one number. Rows whose change every server has read are pruned.
CREATE TABLE store_changes (
  topic text NOT NULL CHECK (topic IN ('customer', 'catalogue')),
  subject text NOT NULL,
  change bigint NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (topic, subject)
);
CREATE INDEX store_changes_change ON store_changes (change);
CREATE INDEX store_changes_changed_at ON store_changes (changed_at);

-- Every server LISTENs on 'store_changes' and looks at once when told; its look every second
-- catches what a lost notification (a server reconnecting) missed. NOTIFY is sent at commit.
CREATE OR REPLACE FUNCTION book_changes_note() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO book_changes (book_id, change)
  SELECT book_id, nextval('book_change_seq') FROM (SELECT DISTINCT book_id FROM gone) g
  ON CONFLICT (book_id) DO UPDATE SET change = excluded.change;
  PERFORM pg_notify('store_changes', '');
  RETURN NULL;
END $$;

-- Customers whose rows were written (statement triggers: the transition table `touched`).
CREATE FUNCTION store_changes_customers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO store_changes (topic, subject, change)
  SELECT 'customer', customer_id::text, nextval('book_change_seq')
    FROM (SELECT DISTINCT customer_id FROM touched WHERE customer_id IS NOT NULL) c
  ON CONFLICT (topic, subject) DO UPDATE SET change = excluded.change, changed_at = now();
  IF FOUND THEN PERFORM pg_notify('store_changes', ''); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER store_changes_ins AFTER INSERT ON cart_items
  REFERENCING NEW TABLE AS touched FOR EACH STATEMENT EXECUTE FUNCTION store_changes_customers();
CREATE TRIGGER store_changes_upd AFTER UPDATE ON cart_items
  REFERENCING NEW TABLE AS touched FOR EACH STATEMENT EXECUTE FUNCTION store_changes_customers();
CREATE TRIGGER store_changes_ins AFTER INSERT ON library_items
  REFERENCING NEW TABLE AS touched FOR EACH STATEMENT EXECUTE FUNCTION store_changes_customers();
CREATE TRIGGER store_changes_upd AFTER UPDATE ON library_items
  REFERENCING NEW TABLE AS touched FOR EACH STATEMENT EXECUTE FUNCTION store_changes_customers();
CREATE TRIGGER store_changes_ins AFTER INSERT ON orders
  REFERENCING NEW TABLE AS touched FOR EACH STATEMENT EXECUTE FUNCTION store_changes_customers();
CREATE TRIGGER store_changes_ins AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS touched FOR EACH STATEMENT EXECUTE FUNCTION store_changes_customers();
CREATE TRIGGER store_changes_upd AFTER UPDATE ON reviews
  REFERENCING NEW TABLE AS touched FOR EACH STATEMENT EXECUTE FUNCTION store_changes_customers();

-- A guest that registered, or a guest removed: the devices that named it need their guest again.
CREATE FUNCTION store_changes_former_guests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO store_changes (topic, subject, change)
    SELECT 'customer', n.id::text, nextval('book_change_seq')
      FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE o.is_guest AND NOT o.deleted AND (NOT n.is_guest OR n.deleted)
    ON CONFLICT (topic, subject) DO UPDATE SET change = excluded.change, changed_at = now();
  ELSE
    INSERT INTO store_changes (topic, subject, change)
    SELECT 'customer', o.id::text, nextval('book_change_seq') FROM old_rows o WHERE o.is_guest
    ON CONFLICT (topic, subject) DO UPDATE SET change = excluded.change, changed_at = now();
  END IF;
  IF FOUND THEN PERFORM pg_notify('store_changes', ''); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER store_changes_guests AFTER UPDATE ON customers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_changes_former_guests();
CREATE TRIGGER store_changes_guests_gone AFTER DELETE ON customers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION store_changes_former_guests();

-- The catalogue's shared parts (names, the tree, discounts, the home page's rows): every
-- server drops its catalogue caches and makes its book pages again.
CREATE FUNCTION store_changes_catalogue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO store_changes (topic, subject, change)
  VALUES ('catalogue', '', nextval('book_change_seq'))
  ON CONFLICT (topic, subject) DO UPDATE SET change = excluded.change, changed_at = now();
  PERFORM pg_notify('store_changes', '');
  RETURN NULL;
END $$;

CREATE TRIGGER store_changes_catalogue AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION store_changes_catalogue();
CREATE TRIGGER store_changes_catalogue AFTER INSERT OR UPDATE OR DELETE ON specification_groups
  FOR EACH STATEMENT EXECUTE FUNCTION store_changes_catalogue();
CREATE TRIGGER store_changes_catalogue AFTER INSERT OR UPDATE OR DELETE ON specification_attributes
  FOR EACH STATEMENT EXECUTE FUNCTION store_changes_catalogue();
CREATE TRIGGER store_changes_catalogue AFTER INSERT OR UPDATE OR DELETE ON specification_options
  FOR EACH STATEMENT EXECUTE FUNCTION store_changes_catalogue();
CREATE TRIGGER store_changes_catalogue AFTER INSERT OR UPDATE OR DELETE ON manufacturers
  FOR EACH STATEMENT EXECUTE FUNCTION store_changes_catalogue();
CREATE TRIGGER store_changes_catalogue AFTER INSERT OR UPDATE OR DELETE ON discounts
  FOR EACH STATEMENT EXECUTE FUNCTION store_changes_catalogue();
CREATE TRIGGER store_changes_catalogue AFTER INSERT OR UPDATE OR DELETE ON discount_books
  FOR EACH STATEMENT EXECUTE FUNCTION store_changes_catalogue();
CREATE TRIGGER store_changes_catalogue AFTER INSERT OR UPDATE OR DELETE ON discount_categories
  FOR EACH STATEMENT EXECUTE FUNCTION store_changes_catalogue();
CREATE TRIGGER store_changes_catalogue AFTER INSERT OR UPDATE OR DELETE ON home_widgets
  FOR EACH STATEMENT EXECUTE FUNCTION store_changes_catalogue();
CREATE TRIGGER store_changes_catalogue AFTER INSERT OR UPDATE OR DELETE ON slider_items
  FOR EACH STATEMENT EXECUTE FUNCTION store_changes_catalogue();

-- Scheduled jobs: which server runs a job now and when it last started. A server runs a job
-- only after claiming it here (src/http/scheduled-job.ts): the job is due and no server holds
-- an unexpired lease on it. A server that dies mid-run blocks the job until its lease ends.
CREATE TABLE scheduled_jobs (
  name text PRIMARY KEY,
  instance text NOT NULL,
  started_at timestamptz NOT NULL,
  finished_at timestamptz,
  lease_until timestamptz
);

-- The local OpenID provider's sessions, interactions, grants, codes and test accounts
-- (oidc-provider's adapter: src/modules/external-auth/oidc-adapter.ts), so that a sign-in
-- started at one server completes at another.
CREATE TABLE oidc_entries (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  uid text,
  user_code text,
  expires_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX oidc_entries_uid ON oidc_entries (model, uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_entries_user_code ON oidc_entries (model, user_code) WHERE user_code IS NOT NULL;
CREATE INDEX oidc_entries_grant ON oidc_entries (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_entries_expires ON oidc_entries (expires_at) WHERE expires_at IS NOT NULL;
