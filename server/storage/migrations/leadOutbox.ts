import type { Migration } from '../sql.server.ts'

/**
 * The lead outbox: one row per accepted lead (unique idempotency key, so a double click or a retry never
 * makes two) and one delivery row per (lead, destination), which the relay works through until delivered.
 * Delivery rows keep what was sent and how each attempt ended, so `npm run leads -- list` shows everything.
 */
export const LEAD_OUTBOX_MIGRATIONS: Migration[] = [
  {
    id: 'leads-001',
    sql: `
      CREATE TABLE lead_outbox_leads (
        id TEXT PRIMARY KEY,
        idempotency_key TEXT NOT NULL UNIQUE,
        purpose TEXT NOT NULL CHECK (purpose IN ('lead', 'invalid-zip')),
        kind TEXT NOT NULL,
        form_id TEXT NOT NULL,
        request_json TEXT NOT NULL,
        received_at TEXT NOT NULL
      );
      CREATE TABLE lead_outbox_deliveries (
        lead_id TEXT NOT NULL REFERENCES lead_outbox_leads(id),
        destination TEXT NOT NULL,
        payload_json TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        -- epoch ms; while an attempt is in flight it holds the attempt's lease, so a crashed server's
        -- claimed rows become due again by themselves
        next_attempt_at INTEGER NOT NULL,
        last_error TEXT,
        response_status INTEGER,
        -- the upstream's answer to the delivered attempt (e.g. the lead API's own lead id), truncated
        response_body TEXT,
        delivered_at TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (lead_id, destination)
      );
      CREATE INDEX lead_outbox_deliveries_due ON lead_outbox_deliveries (status, next_attempt_at);
    `,
    postgres: `
      CREATE TABLE lead_outbox_leads (
        id TEXT PRIMARY KEY,
        idempotency_key TEXT NOT NULL UNIQUE,
        purpose TEXT NOT NULL CHECK (purpose IN ('lead', 'invalid-zip')),
        kind TEXT NOT NULL,
        form_id TEXT NOT NULL,
        request_json TEXT NOT NULL,
        received_at TEXT NOT NULL
      );
      CREATE TABLE lead_outbox_deliveries (
        lead_id TEXT NOT NULL REFERENCES lead_outbox_leads(id),
        destination TEXT NOT NULL,
        payload_json TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT NOT NULL,
        last_error TEXT,
        response_status INTEGER,
        response_body TEXT,
        delivered_at TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (lead_id, destination)
      );
      CREATE INDEX lead_outbox_deliveries_due ON lead_outbox_deliveries (status, next_attempt_at);
    `,
  },
  {
    // Adds the 'offer-claim' purpose (issue 9). SQLite cannot change a CHECK constraint in place, so both
    // tables are rebuilt, child first, keeping every row. A new migration rather than an edit of leads-001:
    // databases that already ran leads-001 (developers' data/site.db) must pick the change up too.
    id: 'leads-002',
    sql: `
      DROP INDEX lead_outbox_deliveries_due;
      ALTER TABLE lead_outbox_deliveries RENAME TO lead_outbox_deliveries_001;
      ALTER TABLE lead_outbox_leads RENAME TO lead_outbox_leads_001;
      CREATE TABLE lead_outbox_leads (
        id TEXT PRIMARY KEY,
        idempotency_key TEXT NOT NULL UNIQUE,
        purpose TEXT NOT NULL CHECK (purpose IN ('lead', 'invalid-zip', 'offer-claim')),
        kind TEXT NOT NULL,
        form_id TEXT NOT NULL,
        request_json TEXT NOT NULL,
        received_at TEXT NOT NULL
      );
      CREATE TABLE lead_outbox_deliveries (
        lead_id TEXT NOT NULL REFERENCES lead_outbox_leads(id),
        destination TEXT NOT NULL,
        payload_json TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        last_error TEXT,
        response_status INTEGER,
        response_body TEXT,
        delivered_at TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (lead_id, destination)
      );
      INSERT INTO lead_outbox_leads SELECT * FROM lead_outbox_leads_001;
      INSERT INTO lead_outbox_deliveries SELECT * FROM lead_outbox_deliveries_001;
      DROP TABLE lead_outbox_deliveries_001;
      DROP TABLE lead_outbox_leads_001;
      CREATE INDEX lead_outbox_deliveries_due ON lead_outbox_deliveries (status, next_attempt_at);
    `,
    postgres: `
      ALTER TABLE lead_outbox_leads DROP CONSTRAINT lead_outbox_leads_purpose_check;
      ALTER TABLE lead_outbox_leads ADD CONSTRAINT lead_outbox_leads_purpose_check
        CHECK (purpose IN ('lead', 'invalid-zip', 'offer-claim'));
    `,
  },
]
