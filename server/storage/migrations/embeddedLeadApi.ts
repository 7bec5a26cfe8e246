import type { Migration } from '../sql.server.ts'

/**
 * The embedded lead API's own tables (what the real lead API would hold): leads by endpoint, deduplicated
 * by the Idempotency-Key header so an at-least-once relay still stores each lead once.
 */
export const EMBEDDED_LEAD_API_MIGRATIONS: Migration[] = [
  {
    id: 'embedded-lead-api-001',
    sql: `
      CREATE TABLE embedded_lead_api_leads (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        lead_id TEXT NOT NULL UNIQUE,
        endpoint TEXT NOT NULL,
        idempotency_key TEXT UNIQUE,
        body_json TEXT NOT NULL,
        received_at TEXT NOT NULL
      );
    `,
    postgres: `
      CREATE TABLE embedded_lead_api_leads (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        lead_id TEXT NOT NULL UNIQUE,
        endpoint TEXT NOT NULL,
        idempotency_key TEXT UNIQUE,
        body_json TEXT NOT NULL,
        received_at TEXT NOT NULL
      );
    `,
  },
]
