import { afterEach, describe, expect, it, vi } from 'vitest'
import { readPricePromotions } from '../../../server/catalogue/promotedCatalogue.server.ts'
import { scheduleWindow } from '../../../services/schedule/index.ts'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'
import { type Plan, type PlanInput, planPages } from '../prerenderPlan.ts'
import { firstBuildInput, previousBuildOf } from './support/repoPlans.ts'

/** /memorial-day's sale hero, ribbon, countdown and deals are scheduled to the Memorial Day Sale's dates. */
const sale = readPricePromotions(repoRoot).find((promotion) => promotion.id === 'memorial-day-cameras')!
const saleStarts = new Date(scheduleWindow(sale.schedule ?? {})!.startsAt!).toISOString()
/** Three weeks before the sale: its blocks are built hidden, and start after the build. */
const BEFORE_SALE = Date.parse('2027-05-01T12:00:00Z')

async function planAt(now: number, changes: Partial<PlanInput> = {}): Promise<Plan> {
  vi.useFakeTimers({ now, toFake: ['Date'] })
  const { runtime: _runtime, ...plan } = await planPages({ ...firstBuildInput, ...changes })
  return plan
}

afterEach(() => {
  vi.useRealTimers()
})

describe("a prerendered page's validity (until its own scheduled blocks next start or end)", () => {
  it('is when the first block on that page starts, for a page with one; none for a page without', async () => {
    const plan = await planAt(BEFORE_SALE)
    const job = (url: string) => plan.jobs.find((candidate) => candidate.url === url)!
    expect(job('/memorial-day').validUntil).toBe(saleStarts)
    expect(job('/cameras')).toBeDefined()
    expect(job('/cameras')).not.toHaveProperty('validUntil')
    // No longer one moment for the whole site.
    expect(plan).not.toHaveProperty('schedulesValidUntil')
  }, 60_000)

  it('is worked out again for a page reused from the previous build (an index from before the field has none)', async () => {
    const { previous, storedFiles } = previousBuildOf(await planAt(BEFORE_SALE), firstBuildInput.checkedWith)
    // An index from before the field: its pages have no validUntil.
    expect(previous.pages['/memorial-day']).not.toHaveProperty('validUntil')

    // A day later nothing has started or ended: every page is reused as it was built.
    const second = await planAt(BEFORE_SALE + 86_400_000, { previous, storedFiles })
    expect(second.jobs).toEqual([])
    expect(second.pages['/memorial-day']).toEqual({ ...previous.pages['/memorial-day'], validUntil: saleStarts })
    expect(second.pages['/cameras']).toEqual(previous.pages['/cameras'])
  }, 60_000)
})
