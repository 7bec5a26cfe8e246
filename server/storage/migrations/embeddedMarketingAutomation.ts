import type { Migration } from '../sql.server.ts'

/** Form submissions received by the embedded marketing-automation capture, one per Idempotency-Key. */
export const EMBEDDED_MARKETING_AUTOMATION_MIGRATIONS: Migration[] = [
  {
    id: 'embedded-marketing-automation-001',
    sql: `
      CREATE TABLE embedded_marketing_automation_submissions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        portal_id TEXT NOT NULL,
        form_id TEXT NOT NULL,
        idempotency_key TEXT UNIQUE,
        fields_json TEXT NOT NULL,
        received_at TEXT NOT NULL
      );
    `,
    postgres: `
      CREATE TABLE embedded_marketing_automation_submissions (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        portal_id TEXT NOT NULL,
        form_id TEXT NOT NULL,
        idempotency_key TEXT UNIQUE,
        fields_json TEXT NOT NULL,
        received_at TEXT NOT NULL
      );
    `,
  },
]
