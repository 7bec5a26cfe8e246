import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkSite } from '../../../runtime/config/loadSite.server.ts'
import type { IndexedPage } from '../../../server/prerenderedIndex.server.ts'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'
import { pagesCheckedBefore } from '../prerenderPlan.ts'

/** The real config with an unknown catalogue value in one partner's text, which the price check reports. */
function readWithUnknownPrice(file: string): string {
  const text = readFileSync(join(repoRoot, file), 'utf8')
  if (file !== 'partners.json') return text
  const config = JSON.parse(text) as {
    partners: Array<{ id: string; blockProps: Record<string, Record<string, string>> }>
  }
  const partner = config.partners.find((p) => p.id === 'keystone-realty')!
  partner.blockProps['smart-solutions']!.intro = 'Every device below from {{price.no-such-item.monitoring}} a month.'
  return JSON.stringify(config)
}

const keystonePage = (url: string) => url.includes('keystone')

describe('the page checks of a build (pagesToCheck)', () => {
  it('look at the pages they are given, and find the mistake on a changed page', () => {
    const checked: string[] = []
    const { issues } = checkSite(repoRoot, {
      readConfigFile: readWithUnknownPrice,
      pagesToCheck: () => (url) => {
        checked.push(url)
        return keystonePage(url)
      },
    })
    expect(checked.length).toBeGreaterThan(10)
    expect(issues.map((issue) => issue.path)).toContain('partners[0].blockProps["smart-solutions"].intro')
    expect(issues[0]!.message).toContain('no catalogue value "no-such-item.monitoring"')
  })

  it('skip the pages a previous build passed as they are now', () => {
    const { issues, runtime } = checkSite(repoRoot, {
      readConfigFile: readWithUnknownPrice,
      pagesToCheck: () => (url) => !keystonePage(url),
    })
    // Only the skipped pages show the mistake; everything else is checked and passes.
    expect(issues).toEqual([])
    expect(runtime).not.toBeNull()
  })
})

describe('pagesCheckedBefore', () => {
  const page = { key: 'k1' } as IndexedPage
  const plan = { pages: { '/': page }, checkedKeys: { '/shop': 's1', '/cart': 'c2' } }

  it('are the reused pages and the per-request pages with the key they had, with the same checks', () => {
    const previous = { checkedWith: 'checks', checkedKeys: { '/shop': 's1', '/cart': 'c1' } }
    expect([...pagesCheckedBefore(previous, 'checks', plan)].sort()).toEqual(['/', '/shop'])
  })

  it('are none after a change of the checks, or without a previous build', () => {
    const previous = { checkedWith: 'older checks', checkedKeys: { '/shop': 's1' } }
    expect(pagesCheckedBefore(previous, 'checks', plan).size).toBe(0)
    expect(pagesCheckedBefore(null, 'checks', plan).size).toBe(0)
    expect(pagesCheckedBefore({ checkedKeys: { '/shop': 's1' } }, 'checks', plan).size).toBe(0)
  })
})
