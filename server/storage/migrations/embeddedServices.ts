import type { Migration } from '../sql.server.ts'

/** oidc-provider's models (sessions, interactions, codes, tokens, grants) of the embedded identity provider. */
export const EMBEDDED_OIDC_MIGRATIONS: Migration[] = [
  {
    id: 'embedded-oidc-001',
    sql: `
      CREATE TABLE embedded_oidc_models (
        model TEXT NOT NULL,
        id TEXT NOT NULL,
        payload TEXT NOT NULL,
        grant_id TEXT,
        user_code TEXT,
        uid TEXT,
        expires_at INTEGER,
        PRIMARY KEY (model, id)
      );
      CREATE INDEX embedded_oidc_models_grant ON embedded_oidc_models (grant_id);
      CREATE INDEX embedded_oidc_models_uid ON embedded_oidc_models (uid);
    `,
    postgres: `
      CREATE TABLE embedded_oidc_models (
        model TEXT NOT NULL,
        id TEXT NOT NULL,
        payload TEXT NOT NULL,
        grant_id TEXT,
        user_code TEXT,
        uid TEXT,
        expires_at BIGINT,
        PRIMARY KEY (model, id)
      );
      CREATE INDEX embedded_oidc_models_grant ON embedded_oidc_models (grant_id);
      CREATE INDEX embedded_oidc_models_uid ON embedded_oidc_models (uid);
    `,
  },
  {
    // The sweep of expired rows (issue 28: anonymous authorization requests stored rows that stayed until read).
    id: 'embedded-oidc-002',
    sql: `CREATE INDEX embedded_oidc_models_expires ON embedded_oidc_models (expires_at)`,
    postgres: `CREATE INDEX embedded_oidc_models_expires ON embedded_oidc_models (expires_at)`,
  },
]

/** Move requests started on the embedded account API's page. */
export const EMBEDDED_MOVE_REQUEST_MIGRATIONS: Migration[] = [
  {
    id: 'account-api-001',
    sql: `CREATE TABLE embedded_move_requests (id INTEGER PRIMARY KEY AUTOINCREMENT, customer_number TEXT NOT NULL, requested_at TEXT NOT NULL)`,
    postgres: `CREATE TABLE embedded_move_requests (id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, customer_number TEXT NOT NULL, requested_at TEXT NOT NULL)`,
  },
  {
    // What the move is (which site, where to, when; issue 25 item 7) and one open request per customer and site,
    // held by a unique key (issue 28: two concurrent POSTs on PostgreSQL both passed a NOT EXISTS check).
    // Requests from before this change have no hold: they are the embedded stand-in's demo data.
    id: 'account-api-002',
    sql: `
      ALTER TABLE embedded_move_requests ADD COLUMN site_id TEXT;
      ALTER TABLE embedded_move_requests ADD COLUMN new_address TEXT;
      ALTER TABLE embedded_move_requests ADD COLUMN move_date TEXT;
      CREATE TABLE embedded_move_request_holds (
        customer_number TEXT NOT NULL,
        site_id TEXT NOT NULL,
        held_until TEXT NOT NULL,
        PRIMARY KEY (customer_number, site_id)
      );
    `,
  },
]
