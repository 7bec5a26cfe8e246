import { describe, expect, it } from 'vitest'
import { loadCheckedSite, loadSite } from '../loadSite.server.ts'
import { pageUrls } from '../checkClaims.ts'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'

describe('loadCheckedSite (a production server on a build that checked its config)', () => {
  it('resolves every page of the real site to the model the fully checked load gives', () => {
    const checked = loadSite(repoRoot, { warn: () => {} })
    const trusted = loadCheckedSite(repoRoot)
    const urls = [...new Set([...checked.prerenderUrls(), ...pageUrls(checked), '/no-such-page'])]
    expect(urls.length).toBeGreaterThan(50)
    expect(trusted.prerenderUrls()).toEqual(checked.prerenderUrls())
    for (const url of urls) expect(JSON.stringify(trusted.resolve(url)), url).toBe(JSON.stringify(checked.resolve(url)))
  })
})
