import { createHash } from 'node:crypto'
import type { CustomerInfo } from '../../../services/auth/index.ts'
import type { SqlExecutor } from '../sql.server.ts'

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

function hashId(id: string): string {
  return createHash('sha256').update(id).digest('hex')
}

/**
 * Sign-in transactions and sessions (tables of migration auth-001). Rows are keyed by the SHA-256 of the
 * cookie's random id, so a copy of the database alone cannot be replayed as a cookie. In the shared
 * database, a sign-in started on one instance is finished on any other.
 */
export class AuthStore {
  constructor(private readonly sql: SqlExecutor) {}

  async saveTransaction(id: string, tx: AuthTransaction, ttlMs: number, now = Date.now()): Promise<void> {
    await this.deleteExpired(now)
    await this.sql.run(
      'INSERT INTO auth_transactions (id_hash, state, nonce, code_verifier, redirect_uri, return_to, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [hashId(id), tx.state, tx.nonce, tx.codeVerifier, tx.redirectUri, tx.returnTo, now + ttlMs],
    )
  }

  /** Reads and deletes in one statement, so a nonce, state and code verifier serve exactly one callback. */
  async takeTransaction(id: string, now = Date.now()): Promise<AuthTransaction | null> {
    const row = await this.sql.get<{
      state: string
      nonce: string
      code_verifier: string
      redirect_uri: string
      return_to: string
      expires_at: number
    }>(
      'DELETE FROM auth_transactions WHERE id_hash = ? RETURNING state, nonce, code_verifier, redirect_uri, return_to, expires_at',
      [hashId(id)],
    )
    if (!row || row.expires_at <= now) return null
    return {
      state: row.state,
      nonce: row.nonce,
      codeVerifier: row.code_verifier,
      redirectUri: row.redirect_uri,
      returnTo: row.return_to,
    }
  }

  async createSession(id: string, session: StoredSession): Promise<void> {
    await this.sql.run(
      `INSERT INTO auth_sessions (id_hash, subject, issuer, id_token, access_token, access_token_expires_at, customer_json, ip_address, signed_in_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
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
      ],
    )
  }

  /** The session behind a cookie value, if it exists and has not expired. */
  async findSession(id: string, now = Date.now()): Promise<StoredSession | null> {
    const row = await this.sql.get<SessionRow>('SELECT * FROM auth_sessions WHERE id_hash = ?', [hashId(id)])
    if (!row) return null
    if (row.expires_at <= now) {
      await this.deleteSession(id)
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

  async updateCustomer(id: string, customer: CustomerInfo): Promise<void> {
    await this.sql.run('UPDATE auth_sessions SET customer_json = ? WHERE id_hash = ?', [
      JSON.stringify(customer),
      hashId(id),
    ])
  }

  async deleteSession(id: string): Promise<void> {
    await this.sql.run('DELETE FROM auth_sessions WHERE id_hash = ?', [hashId(id)])
  }

  private async deleteExpired(now: number): Promise<void> {
    await this.sql.run('DELETE FROM auth_transactions WHERE expires_at <= ?', [now])
    await this.sql.run('DELETE FROM auth_sessions WHERE expires_at <= ?', [now])
  }
}
