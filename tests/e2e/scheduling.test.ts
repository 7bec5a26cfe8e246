import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { axeViolations, browserPerFile, collectPageErrors, hydrated } from './support/browser.ts'
import { layoutShiftSoFar, watchLayoutShift } from './support/layoutShift.ts'
import { dateOptions, timeOfDayOptions, timeSlotOptions, withWeekday } from '../../services/scheduling/index.ts'
import { realSite } from '../support/realSite.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()
/** The days the company is closed (hours.json): the pickers never offer them (docs/architecture.md, "Closed dates"). */
const closedDays = realSite().config.hours
const picker = realSite()
  .config.routes.routes.find((route) => route.name === 'scheduling')!
  .blocks.find((block) => block.type === 'SchedulingPicker')!.props as Record<string, string>

/**
 * Opens /scheduling with the browser clock fixed at `now`, before navigation, so hydration sees it. The tests give
 * fixed Chicago dates on purpose, not ./support/clock.ts's week: the offered dates and the slot sent are the answer
 * they check (11/23/2026 and the month after it, a Saturday that starts on Monday 11/30). The server HTML offers the
 * server's dates (its real clock); once hydrated the pickers follow the page's clock alone, so no server date has to
 * agree: the test waits until the date picker offers the page clock's first date.
 */
async function openAt(now: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser().newPage({ clock: new Date(now) })
  const errors = collectPageErrors(page)
  await page.goto(`${baseUrl}/scheduling`)
  await hydrated(page)
  await onPageClock(page, new Date(now))
  return { page, errors }
}

/** Waits until the pickers are built from the page's clock (`now`), not the server's: the first date is `now`'s. */
async function onPageClock(page: Page, now: Date): Promise<void> {
  const first = dateOptions(now, closedDays)[0]!.value
  await page.waitForFunction(
    (value) =>
      (document.getElementById('scheduling-picker-date') as HTMLSelectElement | null)?.options[1]?.value === value,
    first,
  )
}

/** The {value, text} options a picker shows, without its empty prompt. */
async function shownOptions(page: Page, label: string) {
  const options = await page
    .getByLabel(label, { exact: true })
    .locator('option')
    .evaluateAll((nodes) =>
      nodes.map((node) => ({ value: (node as HTMLOptionElement).value, text: node.textContent ?? '' })),
    )
  return options.filter((option) => option.value !== '')
}

async function fillContact(page: Page) {
  await page.getByLabel('First Name', { exact: true }).fill('Sam')
  await page.getByLabel('Last Name', { exact: true }).fill('Okafor')
  await page.getByLabel('Email', { exact: true }).fill('sam@example.com')
  await page.getByLabel('Phone', { exact: true }).fill('(469) 555-0188')
  await page.getByLabel('ZIP Code', { exact: true }).fill('75201')
}

const accepted = JSON.stringify({ status: 'accepted', leadId: 'lead-7', duplicate: false })

describe('/scheduling in Chromium at a fixed clock', () => {
  it('serves a working form, not a loading text, and promises no reminder the day before in its intro', async () => {
    const answer = await fetch(`${baseUrl}/scheduling`)
    expect(answer.status).toBe(200)
    const html = await answer.text()
    expect(html).not.toContain('Loading')
    expect(html).toMatch(/<form[^>]*method="post"/)
    expect(html).toMatch(/<select id="scheduling-picker-date" name="date"/)
    expect(html).toContain(picker.intro!)
    expect(picker.intro).not.toMatch(/day before/)
  })

  it.each([375, 1280])('hydrates at %i px without layout shift, then follows the page’s clock', async (width) => {
    const now = new Date('2026-11-23T09:00:00-06:00')
    const page = await browser().newPage({ clock: now, viewport: { width, height: 900 } })
    await watchLayoutShift(page)
    await page.goto(`${baseUrl}/scheduling`, { waitUntil: 'load' })
    await hydrated(page)
    await onPageClock(page, now)
    // Chosen after hydration, the arrival times come without a post.
    await page.getByLabel('Date', { exact: true }).selectOption('11/24/2026')
    await page.getByLabel('Time of day', { exact: true }).selectOption('morning')
    expect(await shownOptions(page, 'Arrival time')).toHaveLength(17)
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.01)
    await page.close()
  })

  it('offers exactly the service’s dates, times of day and slots, and sends the chosen slot', async () => {
    const now = '2026-11-23T15:30:00-06:00' // Monday 3:30 PM in Chicago
    const { page, errors } = await openAt(now)
    expect(await page.locator('[data-layout="scheduling"]').count()).toBe(1)
    expect(await axeViolations(page)).toEqual([])

    const dates = await shownOptions(page, 'Date')
    // Each date with its weekday, as the checkout shows it; the value is the spec's M/D/YYYY (sixth walkthrough, D21).
    expect(dates).toEqual(dateOptions(new Date(now), closedDays).map(withWeekday))
    expect(dates[0]).toEqual({ value: '11/23/2026', text: 'Mon 11/23/2026' })
    expect(dates.map((d) => d.value)).not.toContain('11/29/2026') // Sunday

    // Today at 15:30: only the evening is left, and only slots after 19:30.
    await page.getByLabel('Date', { exact: true }).selectOption('11/23/2026')
    expect(await shownOptions(page, 'Time of day')).toEqual([{ value: 'evening', text: 'Evening' }])
    await page.getByLabel('Time of day', { exact: true }).selectOption('evening')
    expect(await shownOptions(page, 'Arrival time')).toEqual(timeSlotOptions('11/23/2026', 'evening', new Date(now)))
    expect((await shownOptions(page, 'Arrival time')).map((s) => s.text)).toEqual([
      '11/23/2026, 07:45 PM',
      '11/23/2026, 08:00 PM',
    ])

    // Tomorrow offers all three windows; the morning runs 8:00 to 12:00 every 15 minutes.
    await page.getByLabel('Date', { exact: true }).selectOption('11/24/2026')
    expect(await shownOptions(page, 'Time of day')).toEqual(timeOfDayOptions('11/24/2026', new Date(now)))
    await page.getByLabel('Time of day', { exact: true }).selectOption('morning')
    const slots = await shownOptions(page, 'Arrival time')
    expect(slots).toEqual(timeSlotOptions('11/24/2026', 'morning', new Date(now)))
    expect(slots).toHaveLength(17)

    // Submitting without a slot asks for one and sends nothing.
    const bodies: Array<Record<string, unknown>> = []
    await page.route('**/api/leads', async (route) => {
      bodies.push(route.request().postDataJSON())
      await route.fulfill({ status: 202, contentType: 'application/json', body: accepted })
    })
    await fillContact(page)
    await page.getByRole('button', { name: 'Request This Appointment' }).click()
    await expect.poll(() => page.getByText('Please choose an arrival time.').count()).toBe(1)
    expect(bodies).toEqual([])
    expect(await axeViolations(page)).toEqual([])

    await page.getByLabel('Arrival time', { exact: true }).selectOption('11/24/2026, 08:00 AM')
    await page.getByRole('button', { name: 'Request This Appointment' }).click()
    await expect
      .poll(() => page.getByTestId('scheduling-confirmation').textContent())
      .toBe(
        // The morning's window, the slot as the plan (rater E12: the checkout's arrival words, not a 15-minute one).
        'You asked for Tuesday, November 24, 2026, morning: your technician arrives between 8:00 AM and 12:00 PM Central Time, planned for 8:00 AM.',
      )
    expect(await page.getByRole('heading', { name: 'Your installation request is in' }).count()).toBe(1)
    // Booked on Monday afternoon for Tuesday morning: no day before the visit to send a reminder in.
    expect(await page.getByTestId('scheduling-reminder').textContent()).toBe(picker.reminderSoonText)
    expect(await page.getByText(/day before/).count()).toBe(0)

    expect(bodies).toHaveLength(1)
    expect(bodies[0]).toMatchObject({
      formId: 'scheduling-request-form',
      kind: 'scheduling',
      contact: {
        firstName: 'Sam',
        lastName: 'Okafor',
        email: 'sam@example.com',
        phone: '(469) 555-0188',
        zip: '75201',
      },
      page: { pageName: 'scheduling', routeName: 'scheduling' },
      answers: {
        date: '11/24/2026',
        timeOfDay: 'morning',
        slot: '11/24/2026, 08:00 AM',
        slotStart: '2026-11-24T08:00:00.000-06:00',
      },
    })
    expect(await page.evaluate(() => localStorage.getItem('lead_submitted'))).toBe('true')
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })

  it('never offers a day the company is closed: Thanksgiving and Christmas 2026 (hours.json closedEveryYear)', async () => {
    const now = '2026-11-25T10:00:00-06:00' // the Wednesday before Thanksgiving
    const { page } = await openAt(now)
    const dates = (await shownOptions(page, 'Date')).map((option) => option.value)
    expect(dates.slice(0, 2)).toEqual(['11/25/2026', '11/27/2026'])
    expect(dates).not.toContain('11/26/2026')
    expect(dates).not.toContain('12/25/2026')
    expect(dates).toContain('12/24/2026')
    await page.close()
  })

  it('from 16:00 on a Saturday starts on Monday (tomorrow is Sunday)', async () => {
    const now = '2026-11-28T16:00:00-06:00'
    const { page } = await openAt(now)
    const dates = await shownOptions(page, 'Date')
    expect(dates).toEqual(dateOptions(new Date(now), closedDays).map(withWeekday))
    expect(dates[0]!.value).toBe('11/30/2026')
    expect(dates.at(-1)!.value).toBe('12/29/2026')
    await page.close()
  })

  it.each([375, 768, 1280])(
    'at %i px names each date with its weekday and says Sundays and holidays are not offered (sixth walkthrough, D21)',
    async (width) => {
      const now = '2026-11-25T10:00:00-06:00' // the Wednesday before Thanksgiving
      const { page, errors } = await openAt(now)
      await page.setViewportSize({ width, height: 900 })
      expect(await page.getByText(picker.intro!).isVisible()).toBe(true)
      expect(picker.intro).toMatch(/except Sundays and holidays/)
      const texts = (await shownOptions(page, 'Date')).map((option) => option.text)
      // Wednesday, then Friday: Thursday is Thanksgiving.
      expect(texts.slice(0, 3)).toEqual(['Wed 11/25/2026', 'Fri 11/27/2026', 'Sat 11/28/2026'])
      expect(texts.every((text) => /^(Mon|Tue|Wed|Thu|Fri|Sat) \d{1,2}\/\d{1,2}\/\d{4}$/.test(text))).toBe(true)
      const date = page.getByLabel('Date', { exact: true })
      await date.selectOption('11/27/2026')
      expect(await date.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]!.textContent)).toBe(
        'Fri 11/27/2026',
      )
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      expect(errors).toEqual([])
      await page.close()
    },
  )

  it('retries a lost request with the same idempotency key', async () => {
    const { page } = await openAt('2026-11-23T09:00:00-06:00')
    const bodies: Array<Record<string, unknown>> = []
    await page.route('**/api/leads', async (route) => {
      bodies.push(route.request().postDataJSON())
      if (bodies.length === 1) await route.abort('connectionreset')
      else await route.fulfill({ status: 202, contentType: 'application/json', body: accepted })
    })
    await page.getByLabel('Date', { exact: true }).selectOption('11/25/2026')
    await page.getByLabel('Time of day', { exact: true }).selectOption('afternoon')
    await page.getByLabel('Arrival time', { exact: true }).selectOption('11/25/2026, 05:00 PM')
    await fillContact(page)
    await page.getByRole('button', { name: 'Request This Appointment' }).click()
    await expect
      .poll(() => page.getByTestId('scheduling-confirmation').textContent(), { timeout: 10_000 })
      .toBe(
        'You asked for Wednesday, November 25, 2026, afternoon: your technician arrives between 12:00 PM and 5:00 PM Central Time, planned for 5:00 PM.',
      )
    // Booked on Monday for Wednesday: the reminder text comes the day before.
    expect(await page.getByTestId('scheduling-reminder').textContent()).toBe(picker.reminderDayBeforeText)
    expect(bodies).toHaveLength(2)
    expect(bodies[1]!.idempotencyKey).toBe(bodies[0]!.idempotencyKey)
    await page.close()
  })
})
