import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import Database from 'better-sqlite3'
import type { Durability, Migration, SqlDatabase, SqlExecutor, SqlValue } from './sql.server.ts'

/**
 * The embedded default: one SQLite file (better-sqlite3) with write-ahead logging, so a committed write
 * survives a crash and readers never block the writer. `:memory:` gives a throwaway database for tests.
 *
 * better-sqlite3 is synchronous and has one connection, so an open transaction would take in any
 * statement that runs while its `work` awaits something. Transactions therefore hold a lock that every
 * other statement waits for; a statement with nobody holding or waiting for the lock runs at once.
 */
export function openSqliteDatabase(file: string): SqliteDatabase {
  if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true })
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  // FULL: a lead acknowledged to the visitor is on disk even if the machine loses power right after.
  db.pragma('synchronous = FULL')
  db.pragma('busy_timeout = 5000')
  db.pragma('foreign_keys = ON')
  return new SqliteDatabase(db)
}

export class SqliteDatabase implements SqlDatabase {
  readonly dialect = 'sqlite' as const
  private readonly statements = new Map<string, Database.Statement>()
  /** Transactions holding or waiting for the connection. */
  private waiting = 0
  private last: Promise<void> = Promise.resolve()
  private readonly inside: SqlExecutor

  constructor(private readonly db: Database.Database) {
    const direct = {
      all: <T>(sql: string, params: readonly SqlValue[] = []) => Promise.resolve(this.allNow<T>(sql, params)),
      get: <T>(sql: string, params: readonly SqlValue[] = []) =>
        Promise.resolve(this.statement(sql).get(...params) as T | undefined),
      run: (sql: string, params: readonly SqlValue[] = []) => Promise.resolve(this.runNow(sql, params)),
    }
    this.inside = {
      dialect: 'sqlite',
      ...direct,
      transaction: (work) => work(this.inside),
    }
  }

  all<T>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
    return this.whenFree(() => this.allNow<T>(sql, params))
  }

  get<T>(sql: string, params: readonly SqlValue[] = []): Promise<T | undefined> {
    return this.whenFree(() => this.statement(sql).get(...params) as T | undefined)
  }

  run(sql: string, params: readonly SqlValue[] = []): Promise<number> {
    return this.whenFree(() => this.runNow(sql, params))
  }

  /** BEGIN IMMEDIATE: the write lock is taken at the start, so two processes on one file never deadlock. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>, options: { durability?: Durability } = {}): Promise<T> {
    return this.exclusively(async () => {
      // Relaxed: the commit does not wait for the disk (synchronous=NORMAL in WAL mode); a power cut may
      // lose it, which is only acceptable for writes that are safe to redo.
      const relax = options.durability === 'relaxed'
      if (relax) this.db.pragma('synchronous = NORMAL')
      try {
        this.db.exec('BEGIN IMMEDIATE')
        try {
          const result = await work(this.inside)
          this.db.exec('COMMIT')
          return result
        } catch (error) {
          if (this.db.inTransaction) this.db.exec('ROLLBACK')
          throw error
        }
      } finally {
        if (relax) this.db.pragma('synchronous = FULL')
      }
    })
  }

  /** Each migration in its own IMMEDIATE transaction that first checks it is still missing, so two processes opening one file apply it once. */
  async migrate(migrations: readonly Migration[]): Promise<void> {
    this.migrateNow(migrations)
  }

  /** The same, synchronously: opening an in-memory database for a test needs no await. */
  migrateNow(migrations: readonly Migration[]): void {
    this.db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)')
    // A read first: opening a file whose migrations all ran (npm run leads beside the server) takes no write lock.
    const applied = new Set(this.allNow<{ id: string }>('SELECT id FROM schema_migrations', []).map((row) => row.id))
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue
      this.db
        .transaction(() => {
          if (this.statement('SELECT 1 FROM schema_migrations WHERE id = ?').get(migration.id)) return
          this.db.exec(migration.sql)
          this.runNow('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)', [
            migration.id,
            new Date().toISOString(),
          ])
        })
        .immediate()
    }
  }

  /**
   * Stores `value` under `name` unless a value is there already, and returns the stored one; at once,
   * for secrets first asked for while a router is being built (refused while a transaction is open).
   */
  keepFirstSecret(name: string, value: string): string {
    // A transaction only queued has not begun (better-sqlite3 runs BEGIN when its turn comes); one that
    // has begun and awaits something would take this write in, so that is refused.
    if (this.db.inTransaction) throw new Error(`the secret "${name}" cannot be made while a transaction is open`)
    this.runNow('INSERT INTO auth_embedded_secrets (name, value) VALUES (?, ?) ON CONFLICT DO NOTHING', [name, value])
    return (this.statement('SELECT value FROM auth_embedded_secrets WHERE name = ?').get(name) as { value: string })
      .value
  }

  async close(): Promise<void> {
    await this.exclusively(async () => this.db.close())
  }

  private allNow<T>(sql: string, params: readonly SqlValue[]): T[] {
    return this.statement(sql).all(...params) as T[]
  }

  private runNow(sql: string, params: readonly SqlValue[]): number {
    return this.statement(sql).run(...params).changes
  }

  private statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql)
    if (!statement) {
      statement = this.db.prepare(sql)
      this.statements.set(sql, statement)
    }
    return statement
  }

  private whenFree<T>(statement: () => T): Promise<T> {
    if (this.waiting === 0) {
      try {
        return Promise.resolve(statement())
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)))
      }
    }
    return this.exclusively(async () => statement())
  }

  private async exclusively<T>(work: () => Promise<T>): Promise<T> {
    this.waiting++
    const previous = this.last
    let release!: () => void
    this.last = new Promise<void>((done) => (release = done))
    try {
      await previous
      return await work()
    } finally {
      this.waiting--
      release()
    }
  }
}
