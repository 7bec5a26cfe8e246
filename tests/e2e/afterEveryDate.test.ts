import { describe, expect, it } from 'vitest'
import { serverAt } from './support/serverAt.ts'
import { SPEC_URLS } from '../support/specUrls.ts'

/** After every date in the config (the Memorial Day ribbon ends 2027-05-31). */
const FAR_FUTURE = new Date('2030-01-01T12:00:00Z')
/** Pages only for signed-in customers: they answer with the sign-in redirect (http.test.ts). */
const SIGNED_IN_AREA = ['/harborhome-customer']

/**
 * Issue 30 item 4: the calendar never stops the site. The production server started from the build with its
 * clock set after every date in the config starts, says which schedules have ended, and serves every page.
 */
describe('the production server started after every date in the config', () => {
  const server = serverAt(FAR_FUTURE)

  it('starts, printing each ended schedule as a warning', () => {
    expect(server().output()).toMatch(
      /^warning: routes\.json:\d+:\d+ routes\[\d+\]\.blocks\[\d+\]\.schedule\.(endsAt|when): ended Mon, May 31, 2027, 11:59 PM CT; the block "offer-ribbon" no longer shows/m,
    )
  })

  it('runs on the faked clock', async () => {
    const date = (await fetch(`${server().baseUrl}/api/health`)).headers.get('date')
    expect(new Date(date!).getUTCFullYear()).toBe(2030)
  })

  it('answers every page of the spec with 200', { timeout: 120_000 }, async () => {
    const failed: string[] = []
    for (const url of new Set(SPEC_URLS.filter((url) => !SIGNED_IN_AREA.includes(url)))) {
      const response = await fetch(server().baseUrl + url, { redirect: 'manual' })
      await response.arrayBuffer()
      if (response.status !== 200) failed.push(`${url}: ${response.status}`)
    }
    expect(failed).toEqual([])
  })
})
