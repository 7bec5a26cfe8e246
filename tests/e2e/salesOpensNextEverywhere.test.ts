import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { realSite } from '../support/realSite.ts'
import { fillTemplate } from '../../blocks/shared/fillTemplate.ts'
import { whenWeCall } from '../../blocks/shared/contact/CallbackPromise.tsx'
import { hoursTexts, nextSalesOpening } from '../../services/hours/index.ts'
import { browserPerFile, openPageAt } from './support/browser.ts'
import { dayAt } from './support/clock.ts'
import { ordinaryDayServer } from './support/serverAt.ts'

/**
 * Seventh walkthrough E11: at Tuesday 23:00 CT / and /dallas said "Sales opens tomorrow at 7 AM CT." and the Texas
 * location's hero and the 404 banner only the hours. They now say the same next opening (hours.json's opens-next
 * words, UntilSalesOpens), decided before the first paint by the head's boot script: with script files blocked too.
 */
const browser = browserPerFile()
// A server on an ordinary day: on a real holiday the server's HTML would say the holiday's words instead.
const server = ordinaryDayServer()
const site = realSite()
const { hours } = site.config
const TUESDAY_NIGHT = dayAt('tuesday', '23:00')
/** "tomorrow at 7 AM CT" (a Wednesday that is a closed date moves it on: the same rule either way). */
const when = whenWeCall(site.config.forms.messages, nextSalesOpening(hours, TUESDAY_NIGHT))
const salesHours = hoursTexts(hours).sales

const propsOf = <T>(path: string, type: string) =>
  site.resolve(path).blocks.find((block) => block.type === type)!.props as T
const localLine = () => {
  const { callLabel } = propsOf<{ callLabel: string }>('/locations/texas', 'LocationPage')
  return `${callLabel} ${fillTemplate(hours.texts.salesHoursOpensNext!, { hours: salesHours, when })}`
}
const bannerLine = () => {
  const { banner } = propsOf<{ banner: { text: string; callLabel: string } }>('/no-such-page', 'NotFound')
  return `${banner.text} ${fillTemplate(hours.texts.salesCallOpensNext!, { label: banner.callLabel, hours: salesHours, when })}`
}
const words = async (page: Page, selector: string) =>
  (await page.locator(selector).innerText()).replace(/\s+/g, ' ').trim()

describe('at Tuesday 23:00 CT the local hero and the 404 banner say when sales opens (seventh walkthrough E11)', () => {
  it('says the words the config gives', () => {
    expect(when).toMatch(/^(on [A-Z][a-z]+day|tomorrow) at 7 AM CT$/)
    expect(localLine()).toBe(`Call your local Harbor team: Mon-Fri 7am-10pm CT. Sales opens ${when}.`)
    expect(bannerLine()).toContain(`Call us Mon-Fri 7am-10pm CT. Sales opens ${when}.`)
  })

  it.each([375, 1280])(
    'at %i px on /locations/texas and a missing page, scripts blocked and run',
    async (width) => {
      for (const scripts of ['blocked', 'run'] as const)
        for (const [path, selector, line] of [
          ['/locations/texas', '[data-local-call]', localLine()],
          ['/no-such-page', '[data-not-found-banner]', bannerLine()],
        ] as const) {
          const where = `${path} at ${width} px, scripts ${scripts}`
          const page = await openPageAt(browser(), server().baseUrl + path, { width, clock: TUESDAY_NIGHT, scripts })
          expect(await words(page, selector), where).toBe(line)
          // One opening's words, no other day's; no call link while sales is closed (spec 4.10).
          expect(
            await page.locator(`${selector} [data-sales-opens-words]`).filter({ visible: true }).count(),
            where,
          ).toBe(1)
          expect(await page.locator(`${selector} a[href^="tel:"]`).filter({ visible: true }).count(), where).toBe(0)
          await page.context().close()
        }
    },
    120_000,
  )
})
