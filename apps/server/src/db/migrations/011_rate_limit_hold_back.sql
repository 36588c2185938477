-- Attempts are reserved before they are checked (reserveAttempts in src/db/rate-limit.ts): a
-- bucket may also refuse every attempt until `not_before`, the increasing delay an account under
-- attack imposes on each address that keeps failing against it (src/modules/customer/login-limits.ts).
ALTER TABLE rate_limit_buckets ADD COLUMN not_before timestamptz;

-- Sign-in failures were counted per account from any address; they are now counted per account
-- and address (login:pair:...), so the old per-account counts no longer apply.
DELETE FROM rate_limit_buckets WHERE key LIKE 'login:account:%';
