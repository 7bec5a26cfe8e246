import type { Migration } from '../sql.server.ts'

/**
 * What the embedded lead API keeps for issue 9: partner-offer claims (spec §7.1 item 4) and the e-mails it
 * was asked to send (item 3, a local sink instead of a mail server). Both store each Idempotency-Key once;
 * e-mails are also unique by their messageId, so one e-mail is never "sent" twice.
 */
export const EMBEDDED_OFFER_CALLS_MIGRATIONS: Migration[] = [
  {
    id: 'embedded-lead-api-offers-001',
    sql: `
      CREATE TABLE embedded_partner_claims (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        submission_id TEXT NOT NULL UNIQUE,
        partner TEXT NOT NULL,
        idempotency_key TEXT UNIQUE,
        body_json TEXT NOT NULL,
        received_at TEXT NOT NULL
      );
      CREATE TABLE embedded_lead_emails (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        message_id TEXT NOT NULL UNIQUE,
        idempotency_key TEXT UNIQUE,
        to_email TEXT NOT NULL,
        template_id TEXT NOT NULL,
        body_json TEXT NOT NULL,
        received_at TEXT NOT NULL
      );
    `,
    postgres: `
      CREATE TABLE embedded_partner_claims (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        submission_id TEXT NOT NULL UNIQUE,
        partner TEXT NOT NULL,
        idempotency_key TEXT UNIQUE,
        body_json TEXT NOT NULL,
        received_at TEXT NOT NULL
      );
      CREATE TABLE embedded_lead_emails (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        message_id TEXT NOT NULL UNIQUE,
        idempotency_key TEXT UNIQUE,
        to_email TEXT NOT NULL,
        template_id TEXT NOT NULL,
        body_json TEXT NOT NULL,
        received_at TEXT NOT NULL
      );
    `,
  },
]
