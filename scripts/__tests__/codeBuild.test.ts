import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../../tests/support/fixtureSite.ts'
import { INPUTS } from '../buildStamp.js'
import { CODE_INPUTS, PRERENDER_ONLY } from '../build/compile.ts'

/** The source files of the code build's folders, tests left out (they are not bundled). */
function sourcesUnder(dir: string): string[] {
  return readdirSync(join(repoRoot, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|mjs)$/.test(entry.name))
    .map((entry) => relative(repoRoot, join(entry.parentPath, entry.name)))
    .filter((file) => !file.split('/').includes('__tests__') && !file.includes('node_modules'))
}

describe('the code build (scripts/build/compile.ts)', () => {
  it('is made of every build input but routes.json and partners.json', () => {
    expect([...CODE_INPUTS, ...PRERENDER_ONLY].sort()).toEqual([...INPUTS].sort())
  })

  it('bundles no module that imports routes.json or partners.json, so a partner edit needs no code build', () => {
    const importsRouteFiles = /(import|from)\s*\(?\s*['"][^'"]*\b(routes|partners)\.json['"]/
    const folders = CODE_INPUTS.filter((input) => !input.includes('.') && input !== 'public')
    const offending = folders
      .flatMap(sourcesUnder)
      .filter((file) => importsRouteFiles.test(readFileSync(join(repoRoot, file), 'utf8')))
    expect(offending).toEqual([])
    // The check sees such an import (the tests of the lead form have one).
    expect(
      importsRouteFiles.test(readFileSync(join(repoRoot, 'blocks/LeadForm/__tests__/formsConfig.test.ts'), 'utf8')),
    ).toBe(true)
  })
})
