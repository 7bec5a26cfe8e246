import { describe, expect, inject, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { realSite } from '../support/realSite.ts'
import { hoursTexts } from '../../services/hours/texts.ts'
import { browserPerFile, hydrated, blockScriptFiles } from './support/browser.ts'
import { closedHours, openHours } from './support/clock.ts'
import { ordinaryDayServer } from './support/serverAt.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()
// With scripts off the server's clock decides the day: an ordinary one, whatever the real date (a holiday's
// page says the holiday's words instead: closedDayWithoutScripts.test.ts).
const ordinaryDay = ordinaryDayServer()
const site = realSite()
const { contact } = site.config.navigation
const hours = hoursTexts(site.config.hours)

// Weekday instants of this week (America/Chicago, tests/e2e/support/clock.ts, so date-limited promotions and
// one-day cookies agree with the server's real date): sales and support open, and both closed.
const WEEKDAY_OPEN = openHours()
const WEEKDAY_NIGHT = closedHours()
const WIDTHS = [375, 768, 1280]
const LINES = ['sales', 'support'] as const
type Scripts = 'off' | 'blocked' | 'run'

async function openHome(width: number, clock: Date, scripts: Scripts): Promise<Page> {
  const context = await browser().newContext({
    clock,
    viewport: { width, height: 900 },
    javaScriptEnabled: scripts !== 'off',
  })
  const page = await context.newPage()
  // Script files refused: the inline head boot script still decides the status (the first paint's case).
  if (scripts === 'blocked') await blockScriptFiles(page)
  await page.goto((scripts === 'off' ? ordinaryDay().baseUrl : baseUrl) + '/', { waitUntil: 'load' })
  if (scripts === 'run') await hydrated(page)
  return page
}

/** The first line of a contact group (its name and status), as a visitor reads it. */
async function statusLine(group: Locator): Promise<string> {
  return (await group.locator(':scope > :first-child').innerText()).replace(/\s+/g, ' ')
}

/** What a group's status must say: the word once scripts decide, the fixed hours where nothing can. */
function expectedStatus(line: (typeof LINES)[number], clock: Date, scripts: Scripts): string {
  if (scripts === 'off') return hours[line]
  return clock === WEEKDAY_OPEN ? contact.available : contact.offline
}

describe('the Sales and Support status is a word in the panels and the footer, not a coloured dot (issue 25 walkthrough item 5)', () => {
  it.each(WIDTHS)(
    'at %i px: scripts off, script files blocked and hydrated, open and closed',
    async (width) => {
      for (const clock of [WEEKDAY_OPEN, WEEKDAY_NIGHT])
        for (const scripts of ['off', 'blocked', 'run'] as const) {
          const page = await openHome(width, clock, scripts)
          const where = `${width} px, ${clock.toISOString()}, scripts ${scripts}`
          for (const line of LINES) {
            const footer = page.locator(`[data-site-footer] [data-contact="${line}"]`)
            const text = await statusLine(footer)
            expect(text, `${where}, footer ${line}`).toContain(expectedStatus(line, clock, scripts))
            if (scripts === 'off') {
              // The status says the hours; the sales group does not say them a second time.
              const words = (await footer.innerText()).split(hours[line]).length - 1
              if (line === 'sales') expect(words, `${where}, footer ${line}`).toBe(1)
            } else {
              expect(text, `${where}, footer ${line}`).not.toContain(hours[line])
            }
          }
          // Every status indicator shown says a word: none is a bare dot.
          const shown = page.locator('[data-status]').filter({ visible: true })
          for (const text of await shown.allInnerTexts()) expect(text.trim(), where).toMatch(/\p{L}/u)
          expect(await shown.count(), where).toBeGreaterThanOrEqual(4)

          if (scripts === 'run') {
            // The header's panels, opened as a visitor would: "Tap for details" below lg, the toggles from lg.
            for (const line of LINES) {
              const toggle =
                width >= 1024
                  ? page.locator(`[data-site-header] [data-disclosure="${line}"] > button`)
                  : page.locator(`[data-mobile-contact] [data-disclosure="mobile-${line}"] > button`)
              await toggle.click()
              const panel = page.locator(`[data-site-header] [data-contact="${line}"]`).filter({ visible: true })
              await panel.waitFor()
              expect(await statusLine(panel), `${where}, header panel ${line}`).toContain(
                expectedStatus(line, clock, scripts),
              )
              await toggle.click()
            }
          }
          await page.context().close()
        }
    },
    180_000,
  )
})
