import { describe, expect, it } from 'vitest'
import type { PageModel } from '../../PageModel.ts'
import { hiddenSchedulesCss, scheduleWindow } from '../../../services/schedule/index.ts'
import { currentSchedules, isPartnerPageLive, nextScheduleChange, scheduleKeysOf } from '../currentSchedules.ts'
import { minimalSite } from '../../../tests/support/fixtureSite.ts'
import { blockInstance } from '../../../tests/support/blockInstance.ts'
import { renderLoadedPageHtml } from '../../../tests/support/renderPage.tsx'

const window = scheduleWindow({ startsAt: '2027-05-21', endsAt: '2027-05-31' })!

function pageWithSchedule(render: PageModel['render']): PageModel {
  const page = minimalSite().resolve('/')
  const ribbon = {
    ...blockInstance({ id: 'sale', type: 'PromoRibbon', props: { text: 'Memorial Day Sale' } }),
    schedule: window,
  }
  return { ...page, render, blocks: [ribbon, ...page.blocks] }
}

const ids = (page: PageModel) => page.blocks.map((block) => block.id)

describe('scheduled blocks on the server, by the clock', () => {
  it('a page rendered per request shows the block only inside its window', () => {
    const page = pageWithSchedule('request')
    expect(ids(currentSchedules(page, window.startsAt! - 1))).not.toContain('sale')
    expect(ids(currentSchedules(page, window.startsAt!))).toContain('sale')
    expect(ids(currentSchedules(page, window.endsAt! - 1))).toContain('sale')
    expect(ids(currentSchedules(page, window.endsAt!))).not.toContain('sale')
  })

  it('a prerendered page keeps a block not started yet (the browser hides it until then) and drops an ended one', () => {
    const page = pageWithSchedule('static')
    expect(ids(currentSchedules(page, window.startsAt! - 1))).toContain('sale')
    expect(ids(currentSchedules(page, window.endsAt!))).not.toContain('sale')
  })

  it('a prerendered page lists the windows not started yet, for the <noscript> style that hides them without scripts', () => {
    const page = pageWithSchedule('static')
    const before = currentSchedules(page, window.startsAt! - 1)
    expect(before.pendingSchedules).toEqual([`${window.startsAt}-${window.endsAt}`])
    expect(currentSchedules(page, window.startsAt!).pendingSchedules).toBeUndefined()
    // A page rendered per request has dropped them instead.
    expect(currentSchedules(pageWithSchedule('request'), window.startsAt! - 1).pendingSchedules).toBeUndefined()
    // The head's <noscript> style (pages/+Head.tsx; tests/e2e/memorialDay.test.ts without scripts) hides it.
    expect(hiddenSchedulesCss(before.pendingSchedules!)).toBe(
      `[data-schedule="${window.startsAt}-${window.endsAt}"]{display:none!important}`,
    )
  })

  it('says when the first scheduled block starts or ends next: how long a prerendered page holds', () => {
    const page = pageWithSchedule('static')
    expect(nextScheduleChange(page, window.startsAt! - 1)).toBe(window.startsAt)
    expect(nextScheduleChange(page, window.startsAt!)).toBe(window.endsAt)
    expect(nextScheduleChange(page, window.endsAt!)).toBeNull()
  })

  it('marks the block in the HTML with its window, for the boot script', async () => {
    const page = pageWithSchedule('static')
    expect(scheduleKeysOf(page)).toEqual([`${window.startsAt}-${window.endsAt}`])
    const html = await renderLoadedPageHtml(page)
    expect(html).toMatch(
      new RegExp(
        `<div data-schedule="${window.startsAt}-${window.endsAt}" class="[^"]+"><style[^>]*>[^<]*</style><aside id="sale"`,
      ),
    )
  })
})

describe("a partner's pages follow the partner's schedule", () => {
  it('are live inside the window only, and always without one', () => {
    expect(isPartnerPageLive(null, 0)).toBe(true)
    expect(isPartnerPageLive({}, 0)).toBe(true)
    const partner = { schedule: window }
    expect(isPartnerPageLive(partner, window.startsAt! - 1)).toBe(false)
    expect(isPartnerPageLive(partner, window.startsAt!)).toBe(true)
    expect(isPartnerPageLive(partner, window.endsAt! - 1)).toBe(true)
    expect(isPartnerPageLive(partner, window.endsAt!)).toBe(false)
  })
})
