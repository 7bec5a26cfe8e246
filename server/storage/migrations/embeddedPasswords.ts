import type { Migration } from '../sql.server.ts'

/**
 * The embedded identity provider's password resets (issue 25): each reset link's token is kept only as its
 * SHA-256 (a copy of the database is no link), single use and expiring; a customer's new password is kept as a
 * scrypt hash and replaces the demo password from then on.
 */
export const EMBEDDED_PASSWORD_MIGRATIONS: Migration[] = [
  {
    id: 'embedded-passwords-001',
    sql: `
      CREATE TABLE embedded_password_resets (
        token_hash TEXT PRIMARY KEY,
        subject TEXT NOT NULL,
        expires_at_ms INTEGER NOT NULL,
        used_at_ms INTEGER
      );
      CREATE INDEX embedded_password_resets_subject ON embedded_password_resets (subject);
      CREATE TABLE embedded_passwords (
        subject TEXT PRIMARY KEY,
        password_hash TEXT NOT NULL,
        changed_at_ms INTEGER NOT NULL
      );
    `,
    postgres: `
      CREATE TABLE embedded_password_resets (
        token_hash TEXT PRIMARY KEY,
        subject TEXT NOT NULL,
        expires_at_ms BIGINT NOT NULL,
        used_at_ms BIGINT
      );
      CREATE INDEX embedded_password_resets_subject ON embedded_password_resets (subject);
      CREATE TABLE embedded_passwords (
        subject TEXT PRIMARY KEY,
        password_hash TEXT NOT NULL,
        changed_at_ms BIGINT NOT NULL
      );
    `,
  },
]
