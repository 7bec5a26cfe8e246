import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatIssue } from '../ConfigIssue.ts'
import { brokenFixturesDir, checkLayeredSite, minimalSiteDir } from '../../../tests/support/fixtureSite.ts'
import { blockRegistry } from '../../../blocks/registry.ts'

// expected.txt names the registered block types with this token, so that adding a block changes no fixture.
const REGISTERED_TYPES_TOKEN = '{registered block types}'
const registeredTypes = Object.keys(blockRegistry).sort().join(', ')

/**
 * Each folder under tests/fixtures/broken-config breaks the minimal fixture site in one way and
 * holds, in expected.txt, exactly what `config:check` must say: file:line:col, JSON path, message, value.
 * The list of registered block types is written as {registered block types}. After a deliberate change, rewrite the files with
 * `UPDATE_BROKEN_CONFIG=1 npx vitest run runtime/config/__tests__/brokenConfig.test.ts` and review the diff.
 */
describe('broken config is reported at its exact place', () => {
  it('starts from a valid minimal site', () => {
    expect(checkLayeredSite(minimalSiteDir).issues).toEqual([])
  })

  for (const name of readdirSync(brokenFixturesDir).sort()) {
    it(name, () => {
      const { issues, runtime } = checkLayeredSite(join(brokenFixturesDir, name), minimalSiteDir)
      const expectedFile = join(brokenFixturesDir, name, 'expected.txt')
      if (process.env.UPDATE_BROKEN_CONFIG)
        writeFileSync(
          expectedFile,
          `${issues.map(formatIssue).join('\n').replaceAll(registeredTypes, REGISTERED_TYPES_TOKEN)}\n`,
        )
      const expected = readFileSync(expectedFile, 'utf8')
        .replaceAll(REGISTERED_TYPES_TOKEN, registeredTypes)
        .trim()
        .split('\n')
      expect(runtime).toBeNull()
      expect(issues.map(formatIssue)).toEqual(expected)
    })
  }
})
