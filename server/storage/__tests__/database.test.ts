import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { applyMigrations, databaseFile, openDatabase } from '../database.server.ts'

describe('site database', () => {
  it('applies each migration once, in order, and keeps data across reopening the file', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'db-test-')), 'nested', 'site.db')
    const migrations = [
      { id: 'test-001', sql: 'CREATE TABLE things (id INTEGER PRIMARY KEY, name TEXT NOT NULL)' },
      { id: 'test-002', sql: "INSERT INTO things (name) VALUES ('first')" },
    ]
    const db = openDatabase(file)
    applyMigrations(db, migrations)
    applyMigrations(db, migrations)
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    db.close()

    const reopened = openDatabase(file)
    applyMigrations(reopened, migrations)
    expect(reopened.prepare('SELECT name FROM things').all()).toEqual([{ name: 'first' }])
    reopened.close()
  })

  it('rolls back a failing migration and does not record it', () => {
    const db = openDatabase(':memory:')
    expect(() => applyMigrations(db, [{ id: 'bad', sql: 'CREATE TABLE ok (id INTEGER); NOT SQL' }])).toThrow()
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'ok'").get()).toEqual({ n: 0 })
    expect(db.prepare('SELECT count(*) AS n FROM schema_migrations').get()).toEqual({ n: 0 })
  })

  it('puts the file under DATA_DIR unless DATABASE_FILE names one', () => {
    expect(databaseFile('/srv/site', {})).toBe('/srv/site/data/site.db')
    expect(databaseFile('/srv/site', { DATA_DIR: '/var/lib/harbor' })).toBe('/var/lib/harbor/site.db')
    expect(databaseFile('/srv/site', { DATABASE_FILE: '/tmp/x.db' })).toBe('/tmp/x.db')
  })
})
