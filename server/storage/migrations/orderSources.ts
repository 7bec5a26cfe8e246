import type { Migration } from '../sql.server.ts'

/**
 * Which shop page made each order, by its lead source (a partner's, spec §9.3): the order payload of spec §7.4 has no
 * such field, and the order page keeps the partner's terms (its number, its dealer team) to the end (seventh
 * walkthrough E3). The site's own shop keeps no row.
 */
export const ORDER_SOURCE_MIGRATIONS: Migration[] = [
  {
    id: 'order-sources-001',
    sql: `
      CREATE TABLE order_sources (
        order_number TEXT PRIMARY KEY,
        lead_source TEXT NOT NULL,
        created_at_ms INTEGER NOT NULL
      );
    `,
    postgres: `
      CREATE TABLE order_sources (
        order_number TEXT PRIMARY KEY,
        lead_source TEXT NOT NULL,
        created_at_ms BIGINT NOT NULL
      );
    `,
  },
]
