import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatIssue } from '../ConfigIssue.ts'
import { brokenFixturesDir, checkLayeredSite, minimalSiteDir } from '../../../tests/support/fixtureSite.ts'

/**
 * Each folder under tests/fixtures/broken-config breaks the minimal fixture site in one way and
 * holds, in expected.txt, exactly what `config:check` must say: file:line:col, JSON path, message, value.
 */
describe('broken config is reported at its exact place', () => {
  it('starts from a valid minimal site', () => {
    expect(checkLayeredSite(minimalSiteDir).issues).toEqual([])
  })

  for (const name of readdirSync(brokenFixturesDir).sort()) {
    it(name, () => {
      const { issues, runtime } = checkLayeredSite(join(brokenFixturesDir, name), minimalSiteDir)
      const expected = readFileSync(join(brokenFixturesDir, name, 'expected.txt'), 'utf8').trim().split('\n')
      expect(runtime).toBeNull()
      expect(issues.map(formatIssue)).toEqual(expected)
    })
  }
})
