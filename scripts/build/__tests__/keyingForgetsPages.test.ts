import { describe, expect, it, vi } from 'vitest'
import { SiteRuntime } from '../../../runtime/SiteRuntime.ts'
import { type PlanInput, planPages } from '../prerenderPlan.ts'
import { firstBuildInput, previousBuildOf } from './support/repoPlans.ts'

const BATCH = 8

describe("the build's planning thread keys every page without keeping them (issue 27, the build's peak memory)", () => {
  it('forgets the pages it resolved after each batch, and holds none once the plan is made', async () => {
    const input: PlanInput = { ...firstBuildInput, keyingBatch: BATCH }
    // A previous build of every page as they are now, its files there: nothing is checked or rendered again, so
    // what the site holds after planning is what keying left.
    const first = await planPages(input)
    const { previous, storedFiles } = previousBuildOf(first, input.checkedWith)

    const forget = vi.spyOn(SiteRuntime.prototype, 'forgetResolvedPages')
    const second = await planPages({ ...input, previous, storedFiles })
    expect(second.jobs).toEqual([])
    expect(second.checkedPages).toBe(0)
    const dropped = forget.mock.results.map((result) => result.value as number)
    forget.mockRestore()
    // The first forgets the routes the checks filled (all of them); after it, never more than a batch is held.
    expect(dropped.length).toBeGreaterThanOrEqual(Math.floor(second.urls.length / BATCH))
    expect(dropped[0]).toBeGreaterThan(BATCH)
    expect(Math.max(...dropped.slice(1))).toBeLessThanOrEqual(BATCH)
    expect(second.runtime.forgetResolvedPages()).toBe(0)
  })
})
