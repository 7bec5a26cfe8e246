import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../support/fixtureSite.ts'

/** Every .ts/.tsx file of the blocks and the runtime, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const SALES_LINK = /(telHref|smsHref)\(\s*[\w.?]*phones\??\.sales(Text)?\s*\)/

/** Spec 4.10 by construction (issue 17): a sales number becomes a link only through SalesPhoneLink. */
describe('sales phone links', () => {
  it('are made only by blocks/shared/SalesPhoneLink.tsx, which hides them while sales is closed', () => {
    const offenders = [...sourceFiles(join(repoRoot, 'blocks')), ...sourceFiles(join(repoRoot, 'runtime'))]
      .filter((file) => !file.endsWith('SalesPhoneLink.tsx') && SALES_LINK.test(readFileSync(file, 'utf8')))
      .map((file) => relative(repoRoot, file))
    expect(offenders).toEqual([])
  })
})
