import { applyMigrations, type Migration, type SiteDatabase } from '../../storage/database.server.ts'

const OIDC_MIGRATIONS: Migration[] = [
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
  },
]

/** Models that belong to a grant and end with it (as in oidc-provider's own memory adapter). */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
])

type Payload = Record<string, unknown> & { grantId?: string; userCode?: string; uid?: string; consumed?: number }

/**
 * oidc-provider's storage (sessions, interactions, codes, tokens, grants) in the site's SQLite database,
 * so the embedded provider keeps its state across restarts and a consumed code stays consumed.
 */
export function sqliteOidcAdapterFactory(db: SiteDatabase): (model: string) => SqliteOidcAdapter {
  applyMigrations(db, OIDC_MIGRATIONS)
  return (model) => new SqliteOidcAdapter(db, model)
}

export class SqliteOidcAdapter {
  constructor(
    private readonly db: SiteDatabase,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
    const expiresAt = typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : null
    this.db
      .prepare(
        `INSERT INTO embedded_oidc_models (model, id, payload, grant_id, user_code, uid, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id, user_code = excluded.user_code,
           uid = excluded.uid, expires_at = excluded.expires_at`,
      )
      .run(
        this.model,
        id,
        JSON.stringify(payload),
        GRANTABLE.has(this.model) ? (payload.grantId ?? null) : null,
        payload.userCode ?? null,
        this.model === 'Session' ? (payload.uid ?? null) : null,
        expiresAt,
      )
  }

  async find(id: string): Promise<Payload | undefined> {
    return this.first('id = ?', id)
  }

  async findByUid(uid: string): Promise<Payload | undefined> {
    return this.first('uid = ?', uid)
  }

  async findByUserCode(userCode: string): Promise<Payload | undefined> {
    return this.first('user_code = ?', userCode)
  }

  async consume(id: string): Promise<void> {
    this.db
      .prepare(
        `UPDATE embedded_oidc_models SET payload = json_set(payload, '$.consumed', ?) WHERE model = ? AND id = ?`,
      )
      .run(Math.floor(Date.now() / 1000), this.model, id)
  }

  async destroy(id: string): Promise<void> {
    this.db.prepare('DELETE FROM embedded_oidc_models WHERE model = ? AND id = ?').run(this.model, id)
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    this.db.prepare('DELETE FROM embedded_oidc_models WHERE grant_id = ?').run(grantId)
  }

  private first(where: string, value: string): Payload | undefined {
    const row = this.db
      .prepare(`SELECT payload, expires_at FROM embedded_oidc_models WHERE model = ? AND ${where} LIMIT 1`)
      .get(this.model, value) as { payload: string; expires_at: number | null } | undefined
    if (!row) return undefined
    if (row.expires_at !== null && row.expires_at <= Date.now()) {
      this.db.prepare(`DELETE FROM embedded_oidc_models WHERE model = ? AND ${where}`).run(this.model, value)
      return undefined
    }
    return JSON.parse(row.payload) as Payload
  }
}
