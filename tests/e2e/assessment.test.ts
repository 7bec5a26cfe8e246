import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { axeViolations, browserPerFile, collectPageErrors, hydrated } from './support/browser.ts'
import { expectLinesInOrder } from './support/linesInOrder.ts'
import { repoRoot } from '../support/fixtureSite.ts'
import type { AssessmentQuestionsConfig } from '../../schemas/generated/assessmentQuestions.ts'
import { checkOutFromCart } from './support/shopJourney.ts'

const baseUrl = inject('baseUrl')
const { questions } = JSON.parse(
  readFileSync(join(repoRoot, 'site-config/assessment/questions.json'), 'utf8'),
) as AssessmentQuestionsConfig
const browser = browserPerFile()

/** The visitor's answers, by question id: a house with cameras, children and a big dog. */
const ANSWERS: Record<string, string[]> = {
  'home-type': ['home-type.house'],
  'home-size': ['home-size.2500-4000'],
  floors: ['floors.two'],
  'entry-doors': ['entry-doors.four-plus'],
  'ground-windows': ['ground-windows.some'],
  garage: ['garage.attached'],
  household: ['household.away-weekdays', 'household.children'],
  pets: ['pets.large'],
  priorities: ['priorities.package-theft', 'priorities.outdoor-cameras', 'priorities.life-safety', 'priorities.water'],
  budget: ['budget.1000-2000'],
  monthly: ['monthly.20-40'],
  installation: ['installation.professional'],
}

const optionInput = (page: Page, optionId: string) => page.locator(`#option-${optionId.replace(/\./g, '-')}`)
const optionCard = (page: Page, optionId: string) => page.locator(`label[for="option-${optionId.replace(/\./g, '-')}"]`)
const labelOf = (optionId: string) => questions.flatMap((q) => q.options).find((o) => o.id === optionId)!.label

async function ready(page: Page) {
  await hydrated(page)
  await page.locator('[data-answers-restored="true"]').waitFor({ timeout: 15_000 })
}

async function expectQuestion(page: Page, index: number) {
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(String(index + 1))
  await expect.poll(() => page.locator('h2[id$="-question"]').textContent()).toBe(questions[index]!.title)
  expect(await page.getByRole('progressbar').getAttribute('aria-valuetext')).toBe(
    `Question ${index + 1} of ${questions.length}`,
  )
}

async function answer(page: Page, index: number) {
  for (const optionId of ANSWERS[questions[index]!.id]!) await optionCard(page, optionId).click()
}

const next = (page: Page) =>
  page.getByRole('button', { name: /^(Next|See My Recommendation|Save and Update My Recommendation)$/ }).click()

describe('the needs assessment in Chromium', () => {
  let context: BrowserContext
  let page: Page
  let errors: string[]

  beforeAll(async () => {
    context = await browser().newContext()
    page = await context.newPage()
    errors = collectPageErrors(page)
  })
  afterAll(async () => {
    await context?.close()
  })

  it('starts on /assessment/start without accessibility violations', async () => {
    await page.goto(`${baseUrl}/assessment/start`)
    await hydrated(page)
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('link', { name: 'Start My Assessment' }).click()
    await page.waitForURL('**/assessment/questions?q=1')
    await ready(page)
    await expectQuestion(page, 0)
    expect(await axeViolations(page)).toEqual([])
  })

  it('asks for an answer before moving on', async () => {
    await next(page)
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Please choose an answer to continue.')
    await expectQuestion(page, 0)
  })

  it('moves forward one question at a time, and the back and forward buttons move between questions', async () => {
    await answer(page, 0)
    await next(page)
    await expectQuestion(page, 1)
    await answer(page, 1)
    await next(page)
    await expectQuestion(page, 2)

    await page.goBack()
    await expectQuestion(page, 1)
    expect(await optionInput(page, ANSWERS['home-size']![0]!).isChecked()).toBe(true)
    await page.goBack()
    await expectQuestion(page, 0)
    expect(await optionInput(page, 'home-type.house').isChecked()).toBe(true)
    await page.goForward()
    await page.goForward()
    await expectQuestion(page, 2)
    // A single-choice question keeps one answer: choosing another replaces it.
    await optionCard(page, 'floors.one').click()
    await answer(page, 2)
    expect(await optionInput(page, 'floors.one').isChecked()).toBe(false)
    // The in-page Back button goes to the previous question too.
    await page.getByRole('button', { name: 'Back' }).click()
    await expectQuestion(page, 1)
    await next(page)
    await expectQuestion(page, 2)
  })

  it('keeps the answers and the question across a reload', async () => {
    await next(page)
    await expectQuestion(page, 3)
    await answer(page, 3)
    await page.reload()
    await ready(page)
    await expectQuestion(page, 3)
    await expect.poll(() => optionInput(page, ANSWERS['entry-doors']![0]!).isChecked()).toBe(true)
    // Multi-select questions are checkboxes; the answers from earlier pages are still there.
    await page.goto(`${baseUrl}/assessment/questions?q=2`)
    await ready(page)
    await expect.poll(() => optionInput(page, ANSWERS['home-size']![0]!).isChecked()).toBe(true)
    await page.goto(`${baseUrl}/assessment/questions?q=4`)
    await ready(page)
  })

  it('answers the rest, multi-select included, and reaches the review with every answer summarised', async () => {
    for (let index = 3; index < questions.length; index++) {
      await expectQuestion(page, index)
      if (index > 3) await answer(page, index)
      if (questions[index]!.selection === 'multiple') {
        expect(await page.getByRole('checkbox').count()).toBe(questions[index]!.options.length)
      }
      if (index === 7) expect(await axeViolations(page)).toEqual([])
      await next(page)
    }
    await page.waitForURL('**/assessment/review')
    await ready(page)
    const summary = await page.locator('dl').textContent()
    for (const optionIds of Object.values(ANSWERS))
      for (const optionId of optionIds) expect(summary).toContain(labelOf(optionId))
    expect(await axeViolations(page)).toEqual([])
  })

  it('recommends the package and devices the answers call for, from the shop catalogue', async () => {
    const recommendation = page.locator('[data-recommended-package]')
    expect(await recommendation.getAttribute('data-recommended-package')).toBe('STD-COMPLETE-PACKAGE')
    const text = await recommendation.textContent()
    expect(text).toContain('Complete Package')
    // Needs: 11 door/window sensors (the package has 6), 2 smoke detectors (it has 1), 2 water sensors (none). A device
    // the package has is one line with the added units and their price (sixth walkthrough, D17); one it lacks is added.
    expect(text).toContain('11 × Door/Window Sensor (6 in the package + 5 added, $149.95)')
    expect(text).toContain('2 × Smoke and Heat Detector (1 in the package + 1 added, $69.99)')
    expect(text).toContain('2 × Flood and Freeze Sensor ($44.99 each)')
    // 1,399.99 + 5 × 29.99 + 69.99 + 2 × 44.99 = 1,709.91; ÷ 48 months
    expect(text).toContain('Up-front total: $1,709.91')
    expect(text).toContain('Equipment: $1,709.91')
    expect(text).toContain('$35.62/mo.')
    const shop = page.getByRole('link', { name: 'Shop this package' })
    expect(await shop.getAttribute('href')).toBe(
      `/shop?package=STD-COMPLETE-PACKAGE&customize=1&add=${[...Array(5).fill('door-window-sensor'), 'smoke-detector', 'flood-sensor', 'flood-sensor'].join(',')}`,
    )
  })

  it('lets the visitor change one answer from the review and come straight back', async () => {
    await page.getByRole('link', { name: 'Change Priorities' }).click()
    await page.waitForURL('**/assessment/questions?q=9&return=review')
    await ready(page)
    await optionCard(page, 'priorities.water').click()
    await page.getByRole('button', { name: 'Save and Update My Recommendation' }).click()
    await page.waitForURL('**/assessment/review')
    await ready(page)
    expect(await page.locator('dl').textContent()).not.toContain(labelOf('priorities.water'))
    expect(await page.getByRole('link', { name: 'Shop this package' }).getAttribute('href')).toBe(
      `/shop?package=STD-COMPLETE-PACKAGE&customize=1&add=${[...Array(5).fill('door-window-sensor'), 'smoke-detector'].join(',')}`,
    )
  })

  it('"Shop this package" opens the shop customising the package with the recommended devices, once', async () => {
    await page.getByRole('link', { name: 'Shop this package' }).click()
    await page.getByRole('heading', { level: 1, name: 'Customize Package' }).waitFor({ timeout: 15_000 })
    // Package quantity plus the added units: 6 + 5 door/window sensors, 1 + 1 smoke detectors.
    await expect.poll(() => page.getByTestId('in-order-door-window-sensor').textContent()).toBe('In your order: 11')
    expect(await page.getByTestId('in-order-smoke-detector').textContent()).toBe('In your order: 2')
    expect(await page.getByTestId('in-order-flood-sensor').textContent()).toBe('In your order: 0')
    expect(await page.locator('#customize-package').textContent()).toContain(
      'Included in your package: Complete Package',
    )
    for (const other of ['#package-tables', '#reviews-carousel', '#faqs', '#zip-hero'])
      expect(await page.locator(other).isVisible(), other).toBe(false)
    // The link's values are gone from the address, so a reload does not add the devices again; the address names
    // the customiser (the shop's views have addresses), so a reload shows it again.
    await expect.poll(() => new URL(page.url()).search).toBe('?view=customize')
    expect(new URL(page.url()).pathname).toBe('/shop')
    expect(await axeViolations(page)).toEqual([])
    await page.reload({ waitUntil: 'load' })
    await page.locator('[data-hydrated="true"]').waitFor()
    await page.getByRole('heading', { level: 1, name: 'Customize Package' }).waitFor()
    await page.getByRole('button', { name: 'Review Cart' }).click()
    // 1,399.99 + 5 × 29.99 + 69.99
    await expect.poll(() => page.getByTestId('cart-subtotal').textContent()).toBe('$1,619.93')
    expect(await page.getByTestId('cart-line-door-window-sensor').getByRole('spinbutton').inputValue()).toBe('5')
    expect(await page.getByTestId('cart-line-smoke-detector').getByRole('spinbutton').inputValue()).toBe('1')

    await checkOutFromCart(page)
    // The package, its free installation as a line of the order (marked Free), then the recommended devices; the
    // subtotal below says nothing else is charged.
    expectLinesInOrder(await page.getByTestId('order-line').allTextContents(), [
      'Complete Package',
      /^Professional Installation — Quantity: 1.*Free$/,
      /Door\/Window Sensor — Quantity: 5 — \$29\.99/,
      /Smoke and Heat Detector — Quantity: 1 — \$69\.99/,
    ])
    await expect(page.getByTestId('order-subtotal').textContent()).resolves.toBe('$1,619.93')
  })

  it('sends the answers with the contact details as an assessment lead and thanks the visitor', async () => {
    const bodies: Array<Record<string, unknown>> = []
    await page.route('**/api/leads', async (route) => {
      bodies.push(route.request().postDataJSON())
      await route.fulfill({
        status: 202,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'accepted', leadId: 'lead-1', duplicate: false }),
      })
    })
    await page.goto(`${baseUrl}/assessment/contact-us`)
    await hydrated(page)
    expect(await axeViolations(page)).toEqual([])

    await page.getByRole('button', { name: 'Send My Recommendation' }).click()
    await expect
      .poll(() => page.locator('#assessment-contact-firstName-error').textContent())
      .toBe('First Name is required.')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('assessment-contact-firstName')
    expect(bodies).toEqual([])
    // Focusing the field scrolled the page: let the fixed header finish turning solid before measuring contrast.
    await page.waitForFunction(() => document.getAnimations().length === 0)
    expect(await axeViolations(page)).toEqual([])

    await page.getByLabel('First Name').fill('Ana')
    await page.getByLabel('Last Name').fill('Ruiz')
    await page.getByLabel('Email').fill('ana@example.com')
    await page.getByLabel('Phone').fill('3125550142')
    expect(await page.getByLabel('Phone').inputValue()).toBe('(312) 555-0142')
    await page.getByLabel('ZIP Code').fill('60601')
    await page.getByRole('button', { name: 'Send My Recommendation' }).click()
    await expect
      .poll(() => page.getByRole('heading', { level: 2 }).first().textContent())
      .toBe(
        'Thank you! A Harbor Security Consultant will go over your recommended system with you and answer your questions.',
      )

    expect(bodies).toHaveLength(1)
    const body = bodies[0]!
    expect(body).toMatchObject({
      formId: 'assessment-contact-form',
      kind: 'assessment',
      contact: { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', phone: '(312) 555-0142', zip: '60601' },
      page: {
        pageName: 'assessment-contact-us',
        routeName: 'assessment-contact-us',
        pageUrl: `${baseUrl}/assessment/contact-us`,
      },
    })
    expect(body.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    const answers = body.answers as Record<string, unknown>
    expect(answers.assessmentId).toMatch(/^[0-9a-f-]{36}$/)
    expect(answers.priorities).toEqual([
      'priorities.package-theft',
      'priorities.outdoor-cameras',
      'priorities.life-safety',
    ])
    expect(answers['home-type']).toEqual(['home-type.house'])
    expect(answers.recommendedPackage).toBe('STD-COMPLETE-PACKAGE')
    expect(answers.recommendedDevices).toEqual([...Array(5).fill('door-window-sensor'), 'smoke-detector'])
    expect(await axeViolations(page)).toEqual([])
  })

  it('offers to continue, not to restart, when the visitor comes back to the start', async () => {
    await page.goto(`${baseUrl}/assessment/start`)
    await hydrated(page)
    await expect
      .poll(() => page.getByRole('link', { name: 'Continue Where I Left Off' }).getAttribute('href'))
      .toBe('/assessment/review')
    expect(await page.getByRole('link', { name: 'Start over with new answers' }).getAttribute('href')).toBe(
      '/assessment/questions?q=1',
    )
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('link', { name: 'Start over with new answers' }).click()
    await page.waitForURL('**/assessment/questions?q=1')
    await ready(page)
    expect(await page.locator('input:checked').count()).toBe(0)
  })

  it('showed no page errors along the way', () => {
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([])
  })
})

describe('the assessment without saved answers', () => {
  it('can be answered with the keyboard alone', async () => {
    const page = await browser().newPage()
    await page.goto(`${baseUrl}/assessment/questions?q=1`)
    await ready(page)
    await page.locator('#option-home-type-house').focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('ArrowDown')
    expect(await optionInput(page, 'home-type.townhouse').isChecked()).toBe(true)
    expect(await optionInput(page, 'home-type.house').isChecked()).toBe(false)
    await page.keyboard.press('Tab') // Back
    await page.keyboard.press('Tab') // Next
    await page.keyboard.press('Enter')
    await expectQuestion(page, 1)
    // Focus moves to the new question's heading for screen-reader users.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(questions[1]!.title)
    await page.close()
  })

  it('review says there is nothing to review yet and links to the start', async () => {
    const page = await browser().newPage()
    await page.goto(`${baseUrl}/assessment/review`)
    await hydrated(page)
    await expect
      .poll(() => page.getByRole('link', { name: 'Start My Assessment' }).getAttribute('href'))
      .toBe('/assessment/start')
    expect(await axeViolations(page)).toEqual([])
    await page.close()
  })
})
