import pg from 'pg'
import {
  type Durability,
  type Migration,
  type SqlDatabase,
  type SqlExecutor,
  type SqlValue,
  numberedPlaceholders,
} from './sql.server.ts'

/** Any number that identifies "the site's migrations" to pg_advisory_lock; every instance uses the same. */
const MIGRATION_LOCK_KEY = 190_019

/** BIGINT (epoch milliseconds, counts) as a JavaScript number, as SQLite gives it; the values fit in 2^53. */
const types = new pg.TypeOverrides()
types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value))

/**
 * PostgreSQL through node-postgres, when DATABASE_URL is set: one pool per process, so every instance of
 * the site shares the same sessions, sign-in transactions, claims and lead outbox.
 */
export function openPostgresDatabase(url: string, options: { max?: number } = {}): SqlDatabase {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, types })
  // An idle client losing its connection (the server restarting) must not crash the process; the pool
  // drops it and the next query opens a new one.
  pool.on('error', (error) => console.warn(`database: idle connection lost: ${error.message}`))
  return new PostgresDatabase(pool)
}

function executorOf(client: pg.Pool | pg.PoolClient, transaction: SqlExecutor['transaction']): SqlExecutor {
  const query = async <T>(sql: string, params: readonly SqlValue[] = []) =>
    client.query<T & pg.QueryResultRow>(numberedPlaceholders(sql), params as SqlValue[])
  return {
    dialect: 'postgres',
    all: async <T>(sql: string, params?: readonly SqlValue[]) => (await query<T>(sql, params)).rows as T[],
    get: async <T>(sql: string, params?: readonly SqlValue[]) => (await query<T>(sql, params)).rows[0] as T | undefined,
    run: async (sql, params) => (await query(sql, params)).rowCount ?? 0,
    transaction,
  }
}

class PostgresDatabase implements SqlDatabase {
  readonly dialect = 'postgres' as const
  private readonly pooled: SqlExecutor

  constructor(private readonly pool: pg.Pool) {
    this.pooled = executorOf(pool, (work, options) => this.transaction(work, options))
  }

  all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]> {
    return this.pooled.all<T>(sql, params)
  }

  get<T>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined> {
    return this.pooled.get<T>(sql, params)
  }

  run(sql: string, params?: readonly SqlValue[]): Promise<number> {
    return this.pooled.run(sql, params)
  }

  async transaction<T>(work: (tx: SqlExecutor) => Promise<T>, options: { durability?: Durability } = {}): Promise<T> {
    const client = await this.pool.connect()
    let broken = false
    try {
      await client.query('BEGIN')
      // Relaxed: the commit returns before the WAL reaches the disk (a crash may lose it, never corrupt).
      if (options.durability === 'relaxed') await client.query('SET LOCAL synchronous_commit = off')
      const inside: SqlExecutor = executorOf(client, (nested) => nested(inside))
      const result = await work(inside)
      await client.query('COMMIT')
      return result
    } catch (error) {
      await client.query('ROLLBACK').catch(() => (broken = true))
      throw error
    } finally {
      client.release(broken)
    }
  }

  /**
   * Applies the missing migrations while holding a session-level advisory lock, so instances starting at
   * the same moment run them one after the other: the first applies, the others find them recorded.
   * Each migration commits with its record, or not at all.
   */
  async migrate(migrations: readonly Migration[]): Promise<void> {
    const client = await this.pool.connect()
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
      try {
        await client.query(
          'CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)',
        )
        const { rows } = await client.query<{ id: string }>('SELECT id FROM schema_migrations')
        const applied = new Set(rows.map((row) => row.id))
        for (const migration of migrations) {
          if (applied.has(migration.id)) continue
          await client.query('BEGIN')
          try {
            await client.query(migration.postgres ?? migration.sql)
            await client.query('INSERT INTO schema_migrations (id, applied_at) VALUES ($1, $2)', [
              migration.id,
              new Date().toISOString(),
            ])
            await client.query('COMMIT')
          } catch (error) {
            await client.query('ROLLBACK')
            throw new Error(
              `migration ${migration.id} failed: ${error instanceof Error ? error.message : String(error)}`,
              { cause: error },
            )
          }
        }
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      }
    } finally {
      client.release()
    }
  }

  close(): Promise<void> {
    return this.pool.end()
  }
}
