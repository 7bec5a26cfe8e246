import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { databaseFile } from '../database.server.ts'
import { openSqliteDatabase } from '../sqliteDatabase.server.ts'

describe('site database (SQLite)', () => {
  it('applies each migration once, in order, and keeps data across reopening the file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'db-test-')), 'nested', 'site.db')
    const migrations = [
      { id: 'test-001', sql: 'CREATE TABLE things (id INTEGER PRIMARY KEY, name TEXT NOT NULL)' },
      { id: 'test-002', sql: "INSERT INTO things (name) VALUES ('first')" },
    ]
    const db = openSqliteDatabase(file)
    await db.migrate(migrations)
    await db.migrate(migrations)
    expect(await db.get('PRAGMA journal_mode')).toEqual({ journal_mode: 'wal' })
    await db.close()

    const reopened = openSqliteDatabase(file)
    await reopened.migrate(migrations)
    expect(await reopened.all('SELECT name FROM things')).toEqual([{ name: 'first' }])
    await reopened.close()
  })

  it('rolls back a failing migration and does not record it', async () => {
    const db = openSqliteDatabase(':memory:')
    await expect(db.migrate([{ id: 'bad', sql: 'CREATE TABLE ok (id INTEGER); NOT SQL' }])).rejects.toThrow()
    expect(await db.get("SELECT count(*) AS n FROM sqlite_master WHERE name = 'ok'")).toEqual({ n: 0 })
    expect(await db.get('SELECT count(*) AS n FROM schema_migrations')).toEqual({ n: 0 })
  })

  it('puts the file under DATA_DIR unless DATABASE_FILE names one', () => {
    expect(databaseFile('/srv/site', {})).toBe('/srv/site/data/site.db')
    expect(databaseFile('/srv/site', { DATA_DIR: '/var/lib/harbor' })).toBe('/var/lib/harbor/site.db')
    expect(databaseFile('/srv/site', { DATABASE_FILE: '/tmp/x.db' })).toBe('/tmp/x.db')
  })
})
