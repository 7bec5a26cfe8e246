import { createHash, randomBytes } from 'node:crypto'
import type { CustomerInfo } from '../../services/auth/index.ts'
import { applyMigrations, type SiteDatabase } from '../storage/database.server.ts'
import { AUTH_MIGRATIONS } from './authMigrations.server.ts'

/** A sign-in in progress, bound to the browser by the transaction cookie. */
export interface AuthTransaction {
  state: string
  nonce: string
  codeVerifier: string
  redirectUri: string
  returnTo: string
}

export interface StoredSession {
  subject: string
  issuer: string
  idToken: string
  accessToken: string | null
  accessTokenExpiresAt: number | null
  customer: CustomerInfo | null
  ipAddress: string | null
  signedInAt: number
  expiresAt: number
}

interface SessionRow {
  subject: string
  issuer: string
  id_token: string
  access_token: string | null
  access_token_expires_at: number | null
  customer_json: string | null
  ip_address: string | null
  signed_in_at: number
  expires_at: number
}

/** 256 random bits, base64url: the value of a cookie. */
export function randomId(): string {
  return randomBytes(32).toString('base64url')
}

function hashId(id: string): string {
  return createHash('sha256').update(id).digest('hex')
}

/** The sign-in rows in SQLite. */
export class AuthStorage {
  constructor(private readonly db: SiteDatabase) {
    applyMigrations(db, AUTH_MIGRATIONS)
  }

  saveTransaction(id: string, tx: AuthTransaction, ttlMs: number, now = Date.now()): void {
    this.deleteExpired(now)
    this.db
      .prepare(
        'INSERT INTO auth_transactions (id_hash, state, nonce, code_verifier, redirect_uri, return_to, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(hashId(id), tx.state, tx.nonce, tx.codeVerifier, tx.redirectUri, tx.returnTo, now + ttlMs)
  }

  /** Reads and deletes in one step, so a nonce, state and code verifier serve exactly one callback. */
  takeTransaction(id: string, now = Date.now()): AuthTransaction | null {
    const row = this.db
      .prepare(
        'DELETE FROM auth_transactions WHERE id_hash = ? RETURNING state, nonce, code_verifier, redirect_uri, return_to, expires_at',
      )
      .get(hashId(id)) as
      | {
          state: string
          nonce: string
          code_verifier: string
          redirect_uri: string
          return_to: string
          expires_at: number
        }
      | undefined
    if (!row || row.expires_at <= now) return null
    return {
      state: row.state,
      nonce: row.nonce,
      codeVerifier: row.code_verifier,
      redirectUri: row.redirect_uri,
      returnTo: row.return_to,
    }
  }

  createSession(id: string, session: StoredSession): void {
    this.db
      .prepare(
        `INSERT INTO auth_sessions (id_hash, subject, issuer, id_token, access_token, access_token_expires_at, customer_json, ip_address, signed_in_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        hashId(id),
        session.subject,
        session.issuer,
        session.idToken,
        session.accessToken,
        session.accessTokenExpiresAt,
        session.customer ? JSON.stringify(session.customer) : null,
        session.ipAddress,
        session.signedInAt,
        session.expiresAt,
      )
  }

  /** The session behind a cookie value, if it exists and has not expired. */
  findSession(id: string, now = Date.now()): StoredSession | null {
    const row = this.db.prepare('SELECT * FROM auth_sessions WHERE id_hash = ?').get(hashId(id)) as
      SessionRow | undefined
    if (!row) return null
    if (row.expires_at <= now) {
      this.deleteSession(id)
      return null
    }
    return {
      subject: row.subject,
      issuer: row.issuer,
      idToken: row.id_token,
      accessToken: row.access_token,
      accessTokenExpiresAt: row.access_token_expires_at,
      customer: row.customer_json ? (JSON.parse(row.customer_json) as CustomerInfo) : null,
      ipAddress: row.ip_address,
      signedInAt: row.signed_in_at,
      expiresAt: row.expires_at,
    }
  }

  updateCustomer(id: string, customer: CustomerInfo): void {
    this.db
      .prepare('UPDATE auth_sessions SET customer_json = ? WHERE id_hash = ?')
      .run(JSON.stringify(customer), hashId(id))
  }

  deleteSession(id: string): void {
    this.db.prepare('DELETE FROM auth_sessions WHERE id_hash = ?').run(hashId(id))
  }

  /**
   * A named secret kept in the database (the embedded provider's keys, the key that signs the sign-out
   * state), made by `create` the first time it is asked for. The table keeps its first name.
   */
  namedSecret(name: string, create: () => string): string {
    const existing = this.db.prepare('SELECT value FROM auth_embedded_secrets WHERE name = ?').get(name) as
      { value: string } | undefined
    if (existing) return existing.value
    this.db.prepare('INSERT OR IGNORE INTO auth_embedded_secrets (name, value) VALUES (?, ?)').run(name, create())
    return (this.db.prepare('SELECT value FROM auth_embedded_secrets WHERE name = ?').get(name) as { value: string })
      .value
  }

  private deleteExpired(now: number): void {
    this.db.prepare('DELETE FROM auth_transactions WHERE expires_at <= ?').run(now)
    this.db.prepare('DELETE FROM auth_sessions WHERE expires_at <= ?').run(now)
  }
}
