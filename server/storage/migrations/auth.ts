import type { Migration } from '../sql.server.ts'

/**
 * Sign-in tables. Cookies carry only random ids; rows are keyed by the SHA-256 of the id, so a copy of
 * the database alone cannot be replayed as a cookie. Tokens live only here, never in the browser.
 */
export const AUTH_MIGRATIONS: Migration[] = [
  {
    id: 'auth-001',
    sql: `
      CREATE TABLE auth_transactions (
        id_hash TEXT PRIMARY KEY,
        state TEXT NOT NULL,
        nonce TEXT NOT NULL,
        code_verifier TEXT NOT NULL,
        redirect_uri TEXT NOT NULL,
        return_to TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE auth_sessions (
        id_hash TEXT PRIMARY KEY,
        subject TEXT NOT NULL,
        issuer TEXT NOT NULL,
        id_token TEXT NOT NULL,
        access_token TEXT,
        access_token_expires_at INTEGER,
        customer_json TEXT,
        ip_address TEXT,
        signed_in_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX auth_sessions_expiry ON auth_sessions (expires_at);
      CREATE INDEX auth_transactions_expiry ON auth_transactions (expires_at);
    `,
    postgres: `
      CREATE TABLE auth_transactions (
        id_hash TEXT PRIMARY KEY,
        state TEXT NOT NULL,
        nonce TEXT NOT NULL,
        code_verifier TEXT NOT NULL,
        redirect_uri TEXT NOT NULL,
        return_to TEXT NOT NULL,
        expires_at BIGINT NOT NULL
      );
      CREATE TABLE auth_sessions (
        id_hash TEXT PRIMARY KEY,
        subject TEXT NOT NULL,
        issuer TEXT NOT NULL,
        id_token TEXT NOT NULL,
        access_token TEXT,
        access_token_expires_at BIGINT,
        customer_json TEXT,
        ip_address TEXT,
        signed_in_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL
      );
      CREATE INDEX auth_sessions_expiry ON auth_sessions (expires_at);
      CREATE INDEX auth_transactions_expiry ON auth_transactions (expires_at);
    `,
  },
  {
    id: 'auth-002',
    // The embedded identity provider's signing key and the site's client secret there, made once per
    // data directory so sign-ins survive a restart of the dev server.
    sql: `
      CREATE TABLE auth_embedded_secrets (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
    `,
  },
]
