import { existsSync } from 'node:fs'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { postgresBinDir, startPostgres } from '../../../tests/support/postgres.ts'

describe('tests/support/postgres: a real PostgreSQL in a temporary folder', () => {
  it('starts on a free port, makes databases, and stops leaving no folder behind', async () => {
    const server = await startPostgres()
    try {
      const url = await server.createDatabase('helper_check')
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      const { rows } = await client.query<{ database: string }>('SELECT current_database() AS database')
      await client.end()
      expect(rows[0]!.database).toBe('helper_check')
    } finally {
      await server.stop()
    }
    expect(existsSync(server.dataDir)).toBe(false)
  })

  it('fails clearly, never skips, when PostgreSQL is not installed', () => {
    expect(() => postgresBinDir({ PG_BIN: '/nonexistent' })).toThrow(/has no pg_ctl/)
  })
})
