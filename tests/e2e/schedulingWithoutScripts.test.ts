import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { openSqliteStorage } from '../../server/storage/siteStorage.server.ts'
import { queryRows } from '../../server/storage/__tests__/support/inspect.ts'
import type { RunningServer } from '../../scripts/lib/productionServer.ts'
import { dateOptions, parseSlotValue, timeSlotOptions } from '../../services/scheduling/index.ts'
import { realSite } from '../support/realSite.ts'
import { blockScriptFiles, browserPerFile, expectNoAxeViolations } from './support/browser.ts'
import { startServerAt } from './support/serverAt.ts'

/**
 * Issue 25 item 7: a visitor whose scripts do not run (blocked, failed, not there yet) books an installation on
 * /scheduling all the same. The server offers the dates of its own clock, which stands at NOW (libfaketime), so the
 * expected choices are worked out from NOW too and hold on any day the suite runs; the browser's clock is fixed and
 * never read, since no script runs.
 */
const browser = browserPerFile()
/**
 * Monday 23 November 2026, 11:00 CST: an ordinary weekday in open hours, in the week of Thanksgiving (Thursday the
 * 26th, a closed date in hours.json), so the dates offered must skip a holiday.
 */
const NOW = new Date('2026-11-23T11:00:00-06:00')
const THANKSGIVING = '11/26/2026'
const hours = realSite().config.hours
const picker = realSite()
  .config.routes.routes.find((route) => route.name === 'scheduling')!
  .blocks.find((block) => block.type === 'SchedulingPicker')!.props as Record<string, string>
const SAM = { firstName: 'Sam', lastName: 'Okafor', phone: '(469) 555-0188', zip: '75201' }

describe('/scheduling with scripts off, into the real outbox', () => {
  let server: RunningServer
  const dataDir = mkdtempSync(join(tmpdir(), 'harbor-scheduling-nojs-'))
  beforeAll(async () => {
    server = await startServerAt(NOW, { DATA_DIR: dataDir })
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
  })

  /** The scheduling leads stored with this e-mail address. */
  async function leadsOf(email: string): Promise<Array<{ formId: string; kind: string; answers: object }>> {
    const storage = openSqliteStorage(join(dataDir, 'site.db'))
    try {
      const rows = await queryRows<{ request_json: string }>(storage, 'SELECT request_json FROM lead_outbox_leads')
      return rows
        .map((row) => JSON.parse(row.request_json) as { contact: { email: string } })
        .filter((request) => request.contact.email === email) as never
    } finally {
      await storage.close()
    }
  }

  async function withScriptFilesBlocked(width: number): Promise<Page> {
    const context = await browser().newContext({ viewport: { width, height: 900 } })
    const page = await context.newPage()
    await blockScriptFiles(page)
    await page.goto(`${server.baseUrl}/scheduling`, { waitUntil: 'load' })
    return page
  }

  const form = '#scheduling-picker form'
  const send = (page: Page) =>
    Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.locator(`${form} button[type="submit"]`).click(),
    ]).then(([response]) => response)

  const optionValues = (page: Page, name: string) =>
    page
      .locator(`${form} select[name="${name}"] option`)
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value).filter(Boolean))

  it.each([375, 1280])(
    'at %i px: the server’s dates, then a window’s arrival times, then the confirmation; one lead',
    async (width) => {
      const email = `sam.scheduling.${width}@example.com`
      const page = await withScriptFilesBlocked(width)
      expect(await page.getByText(/Loading/).count()).toBe(0)
      expect(await page.getByText(/day before/).count()).toBe(0)
      const dates = dateOptions(NOW, hours).map((option) => option.value)
      expect(await optionValues(page, 'date')).toEqual(dates)
      expect(dates).toContain('11/27/2026')
      expect(dates).not.toContain(THANKSGIVING)
      expect(await optionValues(page, 'timeOfDay')).toEqual(['morning', 'afternoon', 'evening'])
      expect(await page.locator(`${form} select[name="slot"]`).isDisabled()).toBe(true)
      await expectNoAxeViolations(page)

      // The third date offered lies at least two days ahead: its whole morning is offered, and a day before it.
      const date = dates[2]!
      await page.locator(`${form} select[name="date"]`).selectOption(date)
      await page.locator(`${form} select[name="timeOfDay"]`).selectOption('morning')
      for (const [field, value] of Object.entries({ ...SAM, email }))
        await page.locator(`${form} [name="${field}"]`).fill(value)
      expect((await send(page)).status()).toBe(200)

      // The answer: the window's arrival times to choose, the choices and the contact details kept.
      expect(await page.locator(`${form} select[name="date"]`).inputValue()).toBe(date)
      expect(await page.locator(`${form} select[name="timeOfDay"]`).inputValue()).toBe('morning')
      expect(await optionValues(page, 'slot')).toEqual(
        timeSlotOptions(date, 'morning', NOW, hours).map((option) => option.value),
      )
      expect(await page.getByText(picker.slotRequiredMessage!).count()).toBe(1)
      expect(await page.locator(`${form} [name="email"]`).inputValue()).toBe(email)
      expect(await page.locator(`${form} [name="phone"]`).inputValue()).toBe('(469) 555-0188')
      expect(new URL(page.url()).search).toBe('')
      await expectNoAxeViolations(page)

      const slot = `${date}, 08:00 AM`
      await page.locator(`${form} select[name="slot"]`).selectOption(slot)
      expect((await send(page)).status()).toBe(303)
      await page.waitForURL(`${server.baseUrl}/scheduling#scheduling-picker`)
      expect(await page.getByRole('heading', { name: picker.confirmationHeading! }).count()).toBe(1)
      expect(await page.getByTestId('scheduling-confirmation').textContent()).toBe(
        `You asked for ${parseSlotValue(slot)!.toFormat('cccc, LLLL d, yyyy')}, morning: your technician arrives between 8:00 AM and 12:00 PM Central Time, planned for 8:00 AM.`,
      )
      expect(await page.getByTestId('scheduling-reminder').textContent()).toBe(picker.reminderDayBeforeText)
      await expectNoAxeViolations(page)

      // A reload shows the confirmation again and books nothing more (the answer was a 303).
      await page.reload({ waitUntil: 'load' })
      expect(await page.getByTestId('scheduling-confirmation').count()).toBe(1)
      const leads = await leadsOf(email)
      expect(leads).toHaveLength(1)
      expect(leads[0]).toMatchObject({
        formId: 'scheduling-request-form',
        kind: 'scheduling',
        answers: { date, timeOfDay: 'morning', slot },
      })
      await page.context().close()
    },
  )

  it('with JavaScript off, a wrong e-mail answers 422 with the spec’s message and every choice kept', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${server.baseUrl}/scheduling`, { waitUntil: 'load' })
    const date = dateOptions(NOW, hours)[2]!.value
    await page.locator(`${form} select[name="date"]`).selectOption(date)
    await page.locator(`${form} select[name="timeOfDay"]`).selectOption('evening')
    expect((await send(page)).status()).toBe(200)
    await page.locator(`${form} select[name="slot"]`).selectOption(`${date}, 06:00 PM`)
    for (const [field, value] of Object.entries({ ...SAM, email: 'sam@example' }))
      await page.locator(`${form} [name="${field}"]`).fill(value)
    expect((await send(page)).status()).toBe(422)
    expect(await page.getByText('Enter a valid email address.').count()).toBe(1)
    expect(await page.locator(`${form} select[name="slot"]`).inputValue()).toBe(`${date}, 06:00 PM`)
    expect(await page.locator(`${form} [name="firstName"]`).inputValue()).toBe('Sam')
    expect(await leadsOf('sam@example')).toEqual([])
    await context.close()
  })
})
