import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { realSite } from '../support/realSite.ts'
import { fillTemplate } from '../../blocks/shared/fillTemplate.ts'
import { whenWeCall } from '../../blocks/shared/contact/CallbackPromise.tsx'
import { hoursTexts, nextSalesOpening } from '../../services/hours/index.ts'
import { LEAD_SUBMITTED_KEY } from '../../services/attribution/core.ts'
import { blockScriptFiles, browserPerFile, collectPageErrors, hydrated } from './support/browser.ts'
import { saturdayAt } from './support/clock.ts'

/**
 * Fifth walkthrough D4: at Saturday 23:30 CT a hero said "Or call us Mon-Fri 7am-10pm CT" while the lead thank-you on
 * the same page said "will call you on Monday at 7 AM CT". Every sales call line now says when sales opens next, by
 * the rule the thank-you uses (nextSalesOpening), decided before the first paint; the fixed hours stay (spec 4.10).
 */
const baseUrl = inject('baseUrl')
const browser = browserPerFile()
const site = realSite()
const { hours } = site.config
const { messages } = site.config.forms
const WIDTHS = [375, 768, 1280]
const PATHS = ['/', '/secure', '/promotions', '/dallas']

const SATURDAY_NIGHT = saturdayAt('23:30')
/** "on Monday at 7 AM CT" (a Monday that is a closed date moves it on: the same rule either way). */
const when = whenWeCall(messages, nextSalesOpening(hours, SATURDAY_NIGHT))

const heroOf = (path: string) => site.resolve(path).blocks.find((block) => block.type === 'Hero')!
const heroLine = (path: string) =>
  fillTemplate(hours.texts.salesCallOpensNext!, {
    label: (heroOf(path).props as { phoneLabel: string }).phoneLabel,
    hours: hoursTexts(hours).sales,
    when,
  })
const words = async (page: Page, selector: string) =>
  (await page.locator(selector).innerText()).replace(/\s+/g, ' ').trim()

async function openAt(path: string, width: number, scripts: 'blocked' | 'run', sentLead = false): Promise<Page> {
  const context = await browser().newContext({ clock: SATURDAY_NIGHT, viewport: { width, height: 900 } })
  if (sentLead) await context.addInitScript((key) => window.localStorage.setItem(key, 'true'), LEAD_SUBMITTED_KEY)
  const page = await context.newPage()
  if (scripts === 'blocked') await blockScriptFiles(page)
  await page.goto(baseUrl + path, { waitUntil: 'load' })
  if (scripts === 'run') await hydrated(page)
  return page
}

describe('at Saturday 23:30 CT the call lines say when sales opens, as the thank-you does (fifth walkthrough D4)', () => {
  it('says the words the config gives', () => {
    expect(when).toMatch(/^(on [A-Z][a-z]+day|tomorrow) at 7 AM CT$/)
    expect(heroLine('/')).toBe(`Or call us Mon-Fri 7am-10pm CT. Sales opens ${when}.`)
  })

  it.each(WIDTHS)(
    'at %i px the heroes of /, /secure, /promotions and /dallas, before scripts and after',
    async (width) => {
      for (const scripts of ['blocked', 'run'] as const)
        for (const path of PATHS) {
          const page = await openAt(path, width, scripts)
          const where = `${path} at ${width} px, scripts ${scripts}`
          const hero = `[id="${heroOf(path).id}"]`
          const text = await words(page, hero)
          expect(text, where).toContain(heroLine(path))
          // One opening's words, no other day's; no number, no call link (spec 4.10).
          expect(await page.locator(`${hero} [data-sales-opens-words]`).filter({ visible: true }).count(), where).toBe(
            1,
          )
          expect(text, where).not.toContain(site.resolve(path).context.phones.sales)
          expect(await page.locator(`${hero} a[href^="tel:"]`).filter({ visible: true }).count(), where).toBe(0)
          await page.context().close()
        }
    },
    120_000,
  )

  it.each(WIDTHS)(
    'at %i px after a reload "We have your request" keeps when the company will call',
    async (width) => {
      for (const scripts of ['blocked', 'run'] as const) {
        const page = await openAt('/', width, scripts, true)
        const where = `at ${width} px, scripts ${scripts}`
        const panel = '[data-request-received]:visible'
        expect(await page.locator(panel).getByRole('heading').innerText(), where).toBe(messages.requestReceivedHeading)
        expect(await words(page, panel), where).toContain(fillTemplate(messages.callbackLater, { when }))
        expect(await page.locator(`${panel} a[href^="tel:"]`).filter({ visible: true }).count(), where).toBe(0)
        await page.context().close()
      }
    },
    60_000,
  )

  it('on /cameras the hero and a lead’s thank-you name the same opening', async () => {
    const page = await openAt('/cameras', 1280, 'run')
    const errors = collectPageErrors(page)
    expect(await words(page, `[id="${heroOf('/cameras').id}"]`)).toContain(`Sales opens ${when}.`)
    const form = page.locator('#leadForm')
    await form.scrollIntoViewIfNeeded()
    await form.getByLabel('Own', { exact: true }).check()
    const contact = {
      firstName: 'Dana',
      lastName: 'Rivera',
      email: 'dana@example.com',
      phone: '9725550142',
      zip: '75201',
    }
    for (const [field, value] of Object.entries(contact))
      await form.locator(`#home_callback_masterform_2-${field}`).fill(value)
    await form.getByRole('button', { name: 'Get Your Free Quote' }).click()
    const thanks = page.locator('[data-form-state="formSubmitted"]')
    await thanks.waitFor()
    expect(await words(page, '[data-form-state="formSubmitted"]')).toContain(
      fillTemplate(messages.callbackLater, { when }),
    )
    expect(errors).toEqual([])
    await page.context().close()
  }, 60_000)
})
