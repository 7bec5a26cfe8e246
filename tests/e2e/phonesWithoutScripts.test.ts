import { describe, expect, inject, it } from 'vitest'
import { closedDateName } from '../../services/hours/closedDates.ts'
import type { Page } from 'playwright-core'
import { realSite } from '../support/realSite.ts'
import { hoursTexts } from '../../services/hours/texts.ts'
import { fillTemplate } from '../../blocks/shared/fillTemplate.ts'
import { smsHref, telHref } from '../../services/partners/index.ts'
import { browserPerFile, openPageAt, pagesWithoutScripts } from './support/browser.ts'
import { closedHours, openHours } from './support/clock.ts'
import { ordinaryDayServer } from './support/serverAt.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()
// With scripts off the server's clock decides the day: an ordinary one, whatever the real date (a holiday's
// page says the holiday's words instead: closedDayWithoutScripts.test.ts).
const ordinaryDay = ordinaryDayServer()
const site = realSite()
const hours = hoursTexts(site.config.hours)
const { contact } = site.config.navigation
const missing = '/no-such-page-without-scripts'

// A hero "Or call" (/), the shop's call line on the e-commerce hours (/shop), a lead form's page (/cameras), a
// partner's own number (/dallas) and the 404 page.
const PAGES = ['/', '/shop', '/cameras', '/dallas', missing]

function phonesOf(path: string) {
  return (path === missing ? site.notFound(path) : site.resolve(path)).context.phones
}

/** What a visitor sees: visible text, and the visible tel:/sms: links with their targets. */
async function seen(page: Page) {
  return page.evaluate(() => ({
    text: document.body.innerText.replace(/\s+/g, ' '),
    links: [...document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"], a[href^="sms:"]')]
      .filter((link) => link.getClientRects().length > 0)
      .map((link) => link.getAttribute('href')!),
    plain: [...document.querySelectorAll<HTMLElement>('[data-phone-plain]')]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => element.innerText.replace(/\s+/g, ' ')),
  }))
}

describe('scripts off: every line’s number as plain text beside its hours, never a call link (issue 25, avail 1)', () => {
  it.each([375, 1280])(
    'at %i px the sales and support numbers are printed, none is a tel: link, and phones may not linkify them',
    async (width) => {
      for await (const { page, path, where } of pagesWithoutScripts(browser(), ordinaryDay().baseUrl, width, PAGES)) {
        const phones = phonesOf(path)
        const { text, links, plain } = await seen(page)
        // The page's own sales number (a partner's on /dallas) is printed, as a leading brand's page always does.
        expect(text, where).toContain(phones.sales)
        // No link to a line with limited hours: sales call/text, support call. Text support is 24/7 and stays a link.
        expect(links, where).toEqual([smsHref(phones.supportText)])
        // The support call line says its hours beside the number, below "24/7" that belongs to text and chat.
        expect(plain, where).toContain(`${contact.call} ${phones.support}, ${hours.support}`)
        // The header's and footer's sales group print both sales numbers under the status that says the hours.
        expect(plain, where).toContain(`${contact.call} ${phones.sales}`)
        expect(plain, where).toContain(`${contact.text} ${phones.salesText}`)
        // A partner page never gives the national sales number.
        if (phones.sales !== site.config.phones.sales) expect(text, where).not.toContain(site.config.phones.sales)
        // The chat bubble opens nothing without scripts: not drawn.
        expect(await page.locator('[data-chat-bubble] button').filter({ visible: true }).count(), where).toBe(0)
        // The format-detection meta keeps iOS and Android from turning the printed numbers into call links.
        expect(await page.locator('meta[name="format-detection"]').getAttribute('content'), where).toBe('telephone=no')
      }
      // Each hero's "Or call" line names the number and the hours it is answered in.
      const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } })
      const home = await context.newPage()
      await home.goto(ordinaryDay().baseUrl + '/', { waitUntil: 'load' })
      const heroCall = site.resolve('/').blocks.find((block) => block.type === 'Hero')!.props as { phoneLabel: string }
      expect((await seen(home)).plain).toContain(`${heroCall.phoneLabel} ${site.config.phones.sales}, ${hours.sales}`)
      await home.goto(ordinaryDay().baseUrl + '/shop', { waitUntil: 'load' })
      // The shop's line is the e-commerce sales line: its own hours (spec 9.1).
      expect(
        (await seen(home)).plain.some((line) => line.endsWith(`${site.config.phones.sales}, ${hours.ecommSales}`)),
      ).toBe(true)
      await context.close()
    },
    60_000,
  )

  it.each([375, 1280])(
    'at %i px with scripts on nothing changes: links while open, hours while closed',
    async (width) => {
      for (const path of ['/', '/dallas'])
        for (const [clock, open] of [
          [openHours(), true],
          [closedHours(), false],
        ] as const) {
          const page = await openPageAt(browser(), baseUrl + path, { width, clock, scripts: 'run' })
          const where = `${path} at ${width} px, ${open ? 'open' : 'closed'}`
          const { text, links, plain } = await seen(page)
          const { sales } = phonesOf(path)
          // The plain variant is for scripts off only.
          expect(plain, where).toEqual([])
          expect(links.includes(telHref(sales)), where).toBe(open)
          expect(text.includes(sales), where).toBe(open)
          // A partner page gives its partner's number everywhere, never the national one beside it.
          if (sales !== site.config.phones.sales) expect(text, where).not.toContain(site.config.phones.sales)
          await page.context().close()
        }
    },
  )
})

describe('a closed date reads closed all day (hours.json closedEveryYear, Thanksgiving 2026)', () => {
  it.each([375, 1280])(
    'at %i px at Thursday 26 Nov 2026 11:00 CT: Sales and Support Offline, no call link',
    async (width) => {
      const thanksgiving = new Date('2026-11-26T11:00:00-06:00')
      expect(closedDateName(site.config.hours, '2026-11-26')).toBe('Thanksgiving')
      for (const scripts of ['blocked', 'run'] as const) {
        const page = await openPageAt(browser(), baseUrl + '/', { width, clock: thanksgiving, scripts })
        const where = `at ${width} px, scripts ${scripts}`
        expect(await page.locator('html').getAttribute('data-sales'), where).toBe('closed')
        expect(await page.locator('html').getAttribute('data-support'), where).toBe('closed')
        const { text, links } = await seen(page)
        expect(text, where).not.toContain(site.config.phones.sales)
        expect(links, where).toEqual([smsHref(site.config.phones.supportText)])
        // Every status says Offline, in words.
        const statuses = await page
          .locator('[data-status]')
          .filter({ visible: true })
          .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-status')))
        expect(statuses.length, where).toBeGreaterThan(0)
        expect(new Set(statuses), where).toEqual(new Set(['offline']))
        // The boot script marks the closed date before the first paint: the Sales group says why it is closed and
        // when it opens, instead of weekly hours that would read as open on a Thursday at 11:00, with or without the
        // page's code (the footer is not hydrated until it is scrolled to: fifth walkthrough D1).
        const expected = fillTemplate(site.config.hours.texts.closedToday, {
          name: 'Thanksgiving',
          when: fillTemplate(site.config.forms.messages.callbackTomorrow, { time: '7 AM' }),
        })
        expect(expected).toBe('Closed today for Thanksgiving. Sales opens tomorrow at 7 AM CT.')
        expect(await page.locator('[data-site-footer] [data-sales-hours-row]').innerText(), where).toBe(expected)
        // The footer's support line says the same day, not "closed now" beside the weekly hours.
        expect(await page.locator('[data-site-footer] [data-support-call-closed]').innerText(), where).toBe(
          fillTemplate(site.config.hours.texts.supportClosedToday, {
            name: 'Thanksgiving',
            when: fillTemplate(site.config.forms.messages.callbackTomorrow, { time: '8 AM' }),
          }),
        )
        // The hero's call line says why sales is closed and when it opens, not only "tomorrow at 7 AM".
        const hero = site.resolve('/').blocks.find((block) => block.type === 'Hero')!
        const heroText = await page.locator(`#${hero.id}`).innerText()
        expect(heroText, where).toContain(expected)
        expect(heroText, where).not.toContain(site.config.hours.texts.sales)
        await page.context().close()
      }
    },
  )
})
