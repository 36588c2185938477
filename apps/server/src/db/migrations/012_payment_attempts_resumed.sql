-- A payment attempt is recorded before its gateway is asked and resumed when the process that
-- asked died before it recorded the answer (src/modules/checkout/lifecycle.ts, resumeAbandoned):
-- the attempt keeps what asking the gateway again needs, and the attempts still waiting for a
-- gateway's first answer have an index of their own, read by every server's resume job.

-- The Omise.js card token of a card attempt, until the gateway has answered (then cleared).
ALTER TABLE payments ADD COLUMN card_token text;
-- The language the shopper paid in (the gateway's page and messages).
ALTER TABLE payments ADD COLUMN language text CHECK (language IN ('th', 'en'));

CREATE INDEX payments_unanswered_idx ON payments (updated_at)
  WHERE status = 'pending' AND gateway_reference IS NULL;
