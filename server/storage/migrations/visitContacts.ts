import type { Migration } from '../sql.server.ts'

/**
 * What a visitor told the site this visit (names, e-mail, phone, ZIP), so the order page's server HTML carries them
 * (issue 25). Keyed by the SHA-256 of the visit cookie's random value: the table alone names no cookie.
 */
export const VISIT_CONTACT_MIGRATIONS: Migration[] = [
  {
    id: 'visit-contacts-001',
    sql: `
      CREATE TABLE visit_contacts (
        visit_hash TEXT PRIMARY KEY,
        contact TEXT NOT NULL,
        expires_at_ms INTEGER NOT NULL
      );
      CREATE INDEX visit_contacts_expiry ON visit_contacts (expires_at_ms);
    `,
    postgres: `
      CREATE TABLE visit_contacts (
        visit_hash TEXT PRIMARY KEY,
        contact TEXT NOT NULL,
        expires_at_ms BIGINT NOT NULL
      );
      CREATE INDEX visit_contacts_expiry ON visit_contacts (expires_at_ms);
    `,
  },
]
