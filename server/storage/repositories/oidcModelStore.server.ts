import type { SqlExecutor } from '../sql.server.ts'

/** Models that belong to a grant and end with it (as in oidc-provider's own memory adapter). */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
])

export type OidcPayload = Record<string, unknown> & {
  grantId?: string
  userCode?: string
  uid?: string
  consumed?: number
}

/**
 * oidc-provider's adapter (sessions, interactions, codes, tokens, grants) on the site's database (table
 * embedded_oidc_models), so the embedded provider keeps its state across restarts and instances, and a
 * consumed code stays consumed.
 */
export class OidcModelStore {
  constructor(
    private readonly sql: SqlExecutor,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: OidcPayload, expiresIn?: number): Promise<void> {
    const expiresAt = typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : null
    await this.sql.run(
      `INSERT INTO embedded_oidc_models (model, id, payload, grant_id, user_code, uid, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id, user_code = excluded.user_code,
         uid = excluded.uid, expires_at = excluded.expires_at`,
      [
        this.model,
        id,
        JSON.stringify(payload),
        GRANTABLE.has(this.model) ? (payload.grantId ?? null) : null,
        payload.userCode ?? null,
        this.model === 'Session' ? (payload.uid ?? null) : null,
        expiresAt,
      ],
    )
  }

  find(id: string): Promise<OidcPayload | undefined> {
    return this.first('id', id)
  }

  findByUid(uid: string): Promise<OidcPayload | undefined> {
    return this.first('uid', uid)
  }

  findByUserCode(userCode: string): Promise<OidcPayload | undefined> {
    return this.first('user_code', userCode)
  }

  /** Marks the model consumed; read and written in one transaction, so a concurrent upsert is not undone. */
  async consume(id: string): Promise<void> {
    await this.sql.transaction(async (tx) => {
      const row = await tx.get<{ payload: string }>(
        'SELECT payload FROM embedded_oidc_models WHERE model = ? AND id = ?',
        [this.model, id],
      )
      if (!row) return
      const payload = { ...(JSON.parse(row.payload) as OidcPayload), consumed: Math.floor(Date.now() / 1000) }
      await tx.run('UPDATE embedded_oidc_models SET payload = ? WHERE model = ? AND id = ?', [
        JSON.stringify(payload),
        this.model,
        id,
      ])
    })
  }

  async destroy(id: string): Promise<void> {
    await this.sql.run('DELETE FROM embedded_oidc_models WHERE model = ? AND id = ?', [this.model, id])
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.sql.run('DELETE FROM embedded_oidc_models WHERE grant_id = ?', [grantId])
  }

  private async first(column: 'id' | 'uid' | 'user_code', value: string): Promise<OidcPayload | undefined> {
    const row = await this.sql.get<{ payload: string; expires_at: number | null }>(
      `SELECT payload, expires_at FROM embedded_oidc_models WHERE model = ? AND ${column} = ? LIMIT 1`,
      [this.model, value],
    )
    if (!row) return undefined
    if (row.expires_at !== null && row.expires_at <= Date.now()) {
      await this.sql.run(`DELETE FROM embedded_oidc_models WHERE model = ? AND ${column} = ?`, [this.model, value])
      return undefined
    }
    return JSON.parse(row.payload) as OidcPayload
  }
}

/**
 * Deletes every expired row of every model: interactions and sessions that anonymous authorization requests
 * made and nobody read again would otherwise stay for ever (issue 28: 300 requests, 300 rows in 1.6 s).
 * Returns how many rows went.
 */
export function sweepExpiredOidcModels(sql: SqlExecutor, now: number = Date.now()): Promise<number> {
  return sql.run('DELETE FROM embedded_oidc_models WHERE expires_at IS NOT NULL AND expires_at <= ?', [now])
}
