import { describe, expect, it } from 'vitest'
import { pageWithBlocks, renderLoadedPageHtml } from '../../../tests/support/renderPage.tsx'
import { routeBlock } from '../../../tests/support/routeBlock.ts'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'
import { loadSite } from '../../../runtime/config/loadSite.server.ts'
import { dateOptions } from '../../../services/scheduling/index.ts'

/** Monday 11/23/2026, 9:00 in Chicago: the server's clock when it renders the page (read by the block's loader). */
const RENDERED_AT = Date.parse('2026-11-23T09:00:00-06:00')

describe('SchedulingPicker block', () => {
  it('renders a working form in the server HTML: the server’s dates, every time of day, posted to the page', async () => {
    const site = loadSite(repoRoot)
    // The loader's data as the server hands it in (renderLoadedPageHtml runs no loader).
    const page = pageWithBlocks([routeBlock('scheduling', 'SchedulingPicker')], '/scheduling')
    const blocks = page.blocks.map((block) => ({ ...block, data: { renderedAt: RENDERED_AT } }))
    const html = await renderLoadedPageHtml({ ...page, blocks, site: site.resolve('/scheduling').site })
    expect(html).not.toContain('Loading')
    expect(html).toContain('>Choose your installation date and time</h2>')
    const form = html.match(/<form[^>]*>/)![0]
    expect(form).toContain('method="post"')
    expect(form).toContain('action="/scheduling#scheduling-picker"')
    expect(html).toContain('<input type="hidden" name="leadForm" value="scheduling-picker"/>')

    const dates = [...html.matchAll(/<select id="scheduling-picker-date" name="date"[^>]*>(.*?)<\/select>/g)][0]![1]!
    const offered = [...dates.matchAll(/<option value="([^"]*)">/g)].map((match) => match[1]).filter(Boolean)
    expect(offered).toEqual(dateOptions(RENDERED_AT, site.config.hours).map((option) => option.value))
    expect(offered[0]).toBe('11/23/2026')

    // Before scripts, nothing is disabled that a visitor without them must use; the arrival times come after a send.
    const timeOfDay = html.match(/<select id="scheduling-picker-time-of-day" name="timeOfDay"([^>]*)>(.*?)<\/select>/)!
    expect(timeOfDay[1]).not.toContain('disabled')
    expect(timeOfDay[2]).toContain('<option value="morning">Morning</option>')
    expect(timeOfDay[2]).toContain('<option value="evening">Evening</option>')
    const slot = html.match(/<select id="scheduling-picker-slot" name="slot"([^>]*)>(.*?)<\/select>/)!
    expect(slot[1]).toContain('disabled=""')
    expect(slot[2]).toBe('<option value="" selected="">Choose…</option>')
    // Why it is empty is said under it, where the words wrap, and read with it.
    expect(slot[1]).toContain('aria-describedby="scheduling-picker-timezone scheduling-picker-slot-hint"')
    expect(html).toMatch(
      /<p id="scheduling-picker-slot-hint"[^>]*>Arrival times are shown once you send the form.<\/p>/,
    )
    expect(html).toMatch(/name="firstName"/)
    expect(html).toContain('Request This Appointment')
  })
})
