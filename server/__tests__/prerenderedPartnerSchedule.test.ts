import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkSite } from '../../runtime/config/loadSite.server.ts'
import { minimalSiteDir, repoRoot } from '../../tests/support/fixtureSite.ts'
import { type PrerenderedPage, prerenderedPageFor } from '../prerenderedPages.server.ts'

/** The minimal site whose partner "homeowners-guild" (/guild) is scheduled for 2025 only. */
const { runtime } = checkSite(repoRoot, {
  now: Date.UTC(2025, 5, 1),
  readConfigFile(file) {
    for (const dir of [join(repoRoot, 'tests/fixtures/ended-schedules'), minimalSiteDir]) {
      const candidate = join(dir, file)
      if (existsSync(candidate)) return readFileSync(candidate, 'utf8')
    }
    return readFileSync(join(repoRoot, file), 'utf8')
  },
})
/** Only its identity matters here: which page answers, not what it holds. */
const built = { files: { identity: 'page.html' } } as unknown as PrerenderedPage
const prerendered = new Map([
  ['/guild', built],
  ['/keystoneoffer', built],
])

afterEach(() => {
  vi.useRealTimers()
})

describe("a partner's prerendered page follows the partner's schedule", () => {
  it('is served inside the window', () => {
    vi.useFakeTimers({ now: Date.UTC(2025, 5, 1), toFake: ['Date'] })
    expect(runtime!.table.match('/guild')!.route.render).toBe('static')
    expect(prerenderedPageFor(runtime!, prerendered, '/guild')).toBe(built)
  })

  it.each([
    ['before it starts', Date.UTC(2024, 11, 31)],
    ['after it ends', Date.UTC(2030, 0, 1)],
  ])('is not served %s (the page is rendered instead, which answers 404)', (_, now) => {
    vi.useFakeTimers({ now, toFake: ['Date'] })
    expect(prerenderedPageFor(runtime!, prerendered, '/guild')).toBeUndefined()
    expect(prerenderedPageFor(runtime!, prerendered, '/keystoneoffer')).toBe(built)
  })
})
