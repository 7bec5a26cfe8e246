import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PageContextServer } from 'vike/types'
import { checkSite } from '../../runtime/config/loadSite.server.ts'
import { minimalSiteDir, repoRoot } from '../../tests/support/fixtureSite.ts'
import { data } from '../../pages/catch-all/+data.ts'

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

/** What the page's data hook answers for `url` at `now`: the page's status, or the status it aborts with. */
async function statusAt(url: string, now: number, isPrerendering = false): Promise<number> {
  vi.useFakeTimers({ now, toFake: ['Date'] })
  const pageContext = { siteRuntime: runtime, urlOriginal: url, isPrerendering } as unknown as PageContextServer
  try {
    return (await data(pageContext)).status
  } catch (error) {
    const abort = error as { _pageContextAbort?: { abortStatusCode?: number } }
    if (abort._pageContextAbort?.abortStatusCode) return abort._pageContextAbort.abortStatusCode
    throw error
  }
}

afterEach(() => {
  vi.useRealTimers()
})

describe("a partner's page renders only inside the partner's schedule", () => {
  it('answers 200 inside the window, 404 before and after it', async () => {
    expect(await statusAt('/guild', Date.UTC(2025, 5, 1))).toBe(200)
    expect(await statusAt('/guild', Date.UTC(2024, 11, 31))).toBe(404)
    expect(await statusAt('/guild', Date.UTC(2030, 0, 1))).toBe(404)
    expect(await statusAt('/keystoneoffer', Date.UTC(2030, 0, 1))).toBe(200)
  })

  it('is still prerendered outside it, so the build has the page ready for its start', async () => {
    expect(await statusAt('/guild', Date.UTC(2024, 11, 31), true)).toBe(200)
  })

  it('drops a block outside its window: all of them per request, only ended ones on a prerendered page', async () => {
    const ids = async (url: string, now: number) => {
      vi.useFakeTimers({ now, toFake: ['Date'] })
      const pageContext = { siteRuntime: runtime, urlOriginal: url, isPrerendering: false }
      return (await data(pageContext as unknown as PageContextServer)).blocks.map((block) => block.id)
    }
    expect(runtime!.resolve('/secure').render).toBe('request')
    expect(await ids('/secure', Date.UTC(2030, 0, 1))).toEqual(['hero'])
    expect(await ids('/secure', Date.UTC(2099, 5, 1, 5))).toEqual(['soon', 'hero'])
    // Prerendered: the boot script hides "later" until its start, so the HTML keeps it.
    expect(runtime!.resolve('/indoor-cameras').render).toBe('static')
    expect(await ids('/indoor-cameras', Date.UTC(2030, 0, 1))).toEqual(['later', 'hero'])
  })
})
