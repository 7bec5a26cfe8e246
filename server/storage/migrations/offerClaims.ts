import type { Migration } from '../sql.server.ts'

/**
 * One row per (partner, customer number): the latest accepted claim. The primary key is what keeps a
 * customer number from claiming a partner's offer twice, even when two claims arrive at once; a claim
 * older than the offer's claim window may be replaced by a new one. Every claim also stays in the outbox.
 */
export const OFFER_CLAIM_MIGRATIONS: Migration[] = [
  {
    id: 'offers-001',
    sql: `
      CREATE TABLE offer_claims (
        partner_id TEXT NOT NULL,
        customer_number TEXT NOT NULL,
        claim_id TEXT NOT NULL UNIQUE,
        idempotency_key TEXT NOT NULL UNIQUE,
        offer_id TEXT NOT NULL,
        claimed_at TEXT NOT NULL,
        claimed_at_ms INTEGER NOT NULL,
        PRIMARY KEY (partner_id, customer_number)
      );
    `,
    postgres: `
      CREATE TABLE offer_claims (
        partner_id TEXT NOT NULL,
        customer_number TEXT NOT NULL,
        claim_id TEXT NOT NULL UNIQUE,
        idempotency_key TEXT NOT NULL UNIQUE,
        offer_id TEXT NOT NULL,
        claimed_at TEXT NOT NULL,
        claimed_at_ms BIGINT NOT NULL,
        PRIMARY KEY (partner_id, customer_number)
      );
    `,
  },
]
