import { describe, expect, it } from 'vitest'
import { servedWhilePricesHold } from '../pricesValidity.server.ts'

describe('prerendered pages while their prices hold', () => {
  const pages = new Map([['/promotions', 'prerendered /promotions']])

  it('are served until a promotion starts or ends, then none is: every page renders with the current prices', () => {
    let now = Date.parse('2027-01-04T12:00:00Z')
    const logged: string[] = []
    const served = servedWhilePricesHold(pages, Date.parse('2027-01-05T06:00:00Z'), {
      now: () => now,
      log: (message) => logged.push(message),
    })
    expect(served().get('/promotions')).toBe('prerendered /promotions')
    now = Date.parse('2027-01-05T06:00:00Z')
    expect(served().size).toBe(0)
    now += 60_000
    expect(served().size).toBe(0)
    expect(logged).toEqual([
      'a price promotion started or ended at 2027-01-05T06:00:00.000Z, after the build: pages are rendered per request with the current prices until the next build',
    ])
  })

  it('are always served when no promotion will change a price (or the build is older than the field)', () => {
    const served = servedWhilePricesHold(pages, undefined, { now: () => Number.MAX_SAFE_INTEGER })
    expect(served()).toBe(pages)
  })
})
