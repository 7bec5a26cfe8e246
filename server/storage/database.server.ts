import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import Database from 'better-sqlite3'

export type SiteDatabase = Database.Database

/** One schema change, applied once per database file in the order listed. Ids never change once shipped. */
export interface Migration {
  id: string
  sql: string
}

/**
 * Opens the site's SQLite file (leads outbox, orders, claims, e-mails) with write-ahead logging, so a
 * committed write survives a crash and readers never block the writer. `:memory:` gives a throwaway
 * database for tests.
 */
export function openDatabase(file: string): SiteDatabase {
  if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true })
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  // FULL: a lead acknowledged to the visitor is on disk even if the machine loses power right after.
  db.pragma('synchronous = FULL')
  db.pragma('busy_timeout = 5000')
  db.pragma('foreign_keys = ON')
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)')
  return db
}

/** Applies the migrations this database has not seen yet, each in its own transaction. */
export function applyMigrations(db: SiteDatabase, migrations: Migration[]): void {
  const seen = db.prepare('SELECT 1 FROM schema_migrations WHERE id = ?')
  const record = db.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)')
  for (const migration of migrations) {
    if (seen.get(migration.id)) continue
    db.transaction(() => {
      db.exec(migration.sql)
      record.run(migration.id, new Date().toISOString())
    })()
  }
}

/** Where the database file lives: DATA_DIR (default ./data under the project) + site.db. */
export function databaseFile(root: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.DATABASE_FILE) return env.DATABASE_FILE
  return resolve(root, env.DATA_DIR ?? 'data', 'site.db')
}
