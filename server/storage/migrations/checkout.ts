import type { Migration } from '../sql.server.ts'

/** Tables of the embedded checkout API (orders made by the site's checkout). Ids never change once shipped. */
export const CHECKOUT_MIGRATIONS: Migration[] = [
  {
    id: 'checkout-001',
    sql: `
      CREATE TABLE checkout_orders (
        order_number TEXT PRIMARY KEY,
        customer_token TEXT NOT NULL,
        -- A retried request with the same key gets the same order instead of a second one.
        idempotency_key TEXT UNIQUE,
        store TEXT NOT NULL,
        subtotal REAL NOT NULL,
        payload TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
    postgres: `
      CREATE TABLE checkout_orders (
        order_number TEXT PRIMARY KEY,
        customer_token TEXT NOT NULL,
        idempotency_key TEXT UNIQUE,
        store TEXT NOT NULL,
        subtotal DOUBLE PRECISION NOT NULL,
        payload TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    id: 'checkout-002',
    // The checkout host's confirmation (contact, installation slot, demo payment) as JSON; null until placed.
    sql: `ALTER TABLE checkout_orders ADD COLUMN confirmation TEXT;`,
    postgres: `ALTER TABLE checkout_orders ADD COLUMN confirmation TEXT;`,
  },
]
