import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'

/**
 * Only server/storage talks SQL: everything else gets repositories from ctx.storage, so a second backend
 * (PostgreSQL) or a change of a table never reaches feature code. Test infrastructure that starts a real
 * PostgreSQL (tests/support/postgres.ts, tests/cluster/) may use the driver to create databases.
 */
const ALLOWED = [/^server\/storage\//, /^tests\/support\/postgres\.ts$/, /^tests\/cluster\//]

const RAW_DATABASE = [
  { what: 'a better-sqlite3 import', pattern: /from\s+['"]better-sqlite3['"]|require\(\s*['"]better-sqlite3['"]\s*\)/ },
  { what: 'a pg import', pattern: /from\s+['"]pg['"]|require\(\s*['"]pg['"]\s*\)/ },
  { what: 'a prepared statement (.prepare()', pattern: /\.prepare\(/ },
]

/** Test helpers that reach the statements behind a storage belong in tests only. */
const TEST_ONLY = { what: 'sqlForTests outside a test', pattern: /\bsqlForTests\b/ }

function sourceFiles(): string[] {
  return execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.js', '*.mjs'],
    {
      cwd: repoRoot,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((file) => file && !file.startsWith('node_modules/') && !file.startsWith('dist/'))
}

describe('no raw database handle outside server/storage', () => {
  it('finds no driver import or prepared statement anywhere else', () => {
    const offences: string[] = []
    for (const file of sourceFiles()) {
      if (ALLOWED.some((allowed) => allowed.test(file))) continue
      let text: string
      try {
        text = readFileSync(`${repoRoot}/${file}`, 'utf8')
      } catch {
        continue // listed by git but deleted in the work tree
      }
      for (const { what, pattern } of RAW_DATABASE) if (pattern.test(text)) offences.push(`${file}: ${what}`)
      if (!/__tests__\/|^tests\//.test(file) && TEST_ONLY.pattern.test(text))
        offences.push(`${file}: ${TEST_ONLY.what}`)
    }
    expect(offences).toEqual([])
  })

  it('catches what it looks for (the check itself)', () => {
    expect(RAW_DATABASE[0]!.pattern.test("import Database from 'better-sqlite3'")).toBe(true)
    expect(RAW_DATABASE[1]!.pattern.test("import pg from 'pg'")).toBe(true)
    expect(RAW_DATABASE[2]!.pattern.test("ctx.db.prepare('SELECT 1')")).toBe(true)
    expect(RAW_DATABASE[1]!.pattern.test("import { x } from 'pg-boss'")).toBe(false)
  })
})
