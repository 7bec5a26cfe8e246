import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { realRoutes } from '../support/routeBlock.ts'
import { axeViolations, browserPerFile, collectPageErrors, hydrated, hydratedInView } from './support/browser.ts'
import { pausedAt, weekdayAt } from './support/clock.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()

/** Opens a page (optionally with Playwright's fake clock) and waits until React has hydrated it. */
async function openPage(
  path: string,
  options: { clock?: boolean; pausedClock?: boolean; reducedMotion?: boolean } = {},
) {
  const context = await browser().newContext({
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    viewport: { width: 1280, height: 900 },
  })
  const page = await context.newPage()
  if (options.clock) await page.clock.install({ time: weekdayAt('12:00') })
  // A paused clock moves only when the test says so, so page-load time never counts toward a timer.
  if (options.pausedClock) await pausedAt(page, weekdayAt('12:00'))
  const errors = collectPageErrors(page)
  const response = await page.goto(baseUrl + path, { waitUntil: 'load' })
  await hydrated(page)
  return { page, errors, response: response!, close: () => context.close() }
}

const blockIds = (name: string) =>
  realRoutes()
    .find((r) => r.name === name)!
    .blocks.map((b) => b.id)

/** Every page this work composed: spec §2.1 and §2.2, each partner template with a real partner, every /secure campaign. */
const CONTENT_PATHS = [
  '/',
  '/secure',
  ...['smarthome-envir', 'mobileapp-envir', 'products-envir', 'lowcost-envir', 'bogo50-envir', '2999permo-envir'].map(
    (ad) => `/secure?utm_ads=${ad}`,
  ),
  '/secure/1',
  '/secure/whyharbor',
  '/secure/home-security-systems',
  '/home-security-systems',
  '/professional-installation',
  '/how-to-buy',
  '/smart-home',
  '/monitoring',
  '/life-safety',
  '/promotions',
  '/cameras',
  '/doorbell-camera',
  '/indoor-cameras',
  '/outdoor-cameras',
  '/sensors',
  '/panel',
  '/smart-thermostats',
  '/smart-locks',
  '/smart-garage',
  '/smart-plugs',
  '/harbor-plus',
  '/memorial-day',
  '/score',
  '/join',
  '/referrals',
  '/keystoneoffer',
  '/harbor-partneroffer',
  '/da',
  '/dallas',
  '/dropship',
  '/cfb-isd',
  '/safehomereviews',
  '/neighborly',
  '/Neighborly',
  '/cornerstoneinspectors',
  '/cornerstoneinspectors/affiliate?ref=INSP-2041',
  '/brightpathsolar',
  '/keystonefaq',
  '/anchorcommercialfaq',
  '/verify-and-report',
  '/partners',
]

const activeSlide = (page: Page) =>
  page.locator('[aria-roledescription="slide"]:not([hidden])').getAttribute('aria-label')

describe('content pages in Chromium', () => {
  it.each([
    ['/', 'home'],
    ['/cameras', 'cameras'],
  ])('%s renders every section of its route, hydrated without errors', async (path, name) => {
    const { page, errors, close } = await openPage(path)
    const ids = blockIds(name)
    expect(ids.length).toBeGreaterThan(6)
    for (const id of ids) expect(await page.locator(`main #${id}`).count(), id).toBe(1)
    expect(await page.locator('main h1').count()).toBe(1)
    expect(errors).toEqual([])
    await close()
  })

  it('gives every image width and height, loads the hero first and the rest lazily', async () => {
    for (const path of ['/', '/cameras']) {
      const { page, close } = await openPage(path)
      const images = await page.locator('main img').evaluateAll((imgs) =>
        imgs.map((img) => ({
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          loading: img.getAttribute('loading'),
          priority: img.getAttribute('fetchpriority'),
          src: (img as HTMLImageElement).currentSrc || img.getAttribute('src'),
        })),
      )
      expect(images.length).toBeGreaterThan(3)
      for (const image of images) {
        expect(Number(image.width), image.src!).toBeGreaterThan(0)
        expect(Number(image.height), image.src!).toBeGreaterThan(0)
      }
      expect(images[0]).toMatchObject({ loading: 'eager', priority: 'high' })
      expect(images.slice(1).every((image) => image.loading === 'lazy')).toBe(true)
      // The hero file really exists and is webp.
      const hero = await page.request.get(images[0]!.src!)
      expect(hero.status()).toBe(200)
      expect(hero.headers()['content-type']).toContain('image/webp')
      await close()
    }
  })

  it('advances the reviews carousel every 5000 ms and pauses while hovered', async () => {
    const { page, close } = await openPage('/', { clock: true, pausedClock: true })
    // Below the fold: it starts (and its timer with it) once the visitor scrolls to it.
    await hydratedInView(page.locator('[aria-roledescription="carousel"]'))
    expect(await activeSlide(page)).toBe('1 of 6')
    await page.clock.runFor(4_900)
    expect(await activeSlide(page)).toBe('1 of 6')
    await page.clock.runFor(200)
    await expect.poll(() => activeSlide(page)).toBe('2 of 6')
    await page.locator('[aria-roledescription="carousel"]').hover()
    await page.clock.runFor(15_000)
    expect(await activeSlide(page)).toBe('2 of 6')
    await page.mouse.move(0, 0)
    await page.clock.runFor(5_000)
    await expect.poll(() => activeSlide(page)).toBe('3 of 6')
    await close()
  })

  it('does not rotate reviews for reduced motion, and works with the keyboard', async () => {
    const { page, close } = await openPage('/', { clock: true, reducedMotion: true })
    await hydratedInView(page.locator('[aria-roledescription="carousel"]'))
    await page.clock.runFor(20_000)
    expect(await activeSlide(page)).toBe('1 of 6')
    await page.getByRole('button', { name: 'Next review' }).focus()
    await page.keyboard.press('Enter')
    expect(await activeSlide(page)).toBe('2 of 6')
    await page.keyboard.press('ArrowLeft')
    expect(await activeSlide(page)).toBe('1 of 6')
    await page.keyboard.press('ArrowLeft')
    expect(await activeSlide(page)).toBe('6 of 6')
    await close()
  })

  it('loads the video provider only after the play button is pressed, in a modal dialog that Escape closes', async () => {
    const { page, close } = await openPage('/cameras')
    const providerRequests: string[] = []
    page.on('request', (request) => {
      if (/youtube|vimeo/.test(request.url())) providerRequests.push(request.url())
    })
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><button>Play</button>' }),
    )
    await page.locator('#video').scrollIntoViewIfNeeded()
    // Two frames after the scroll, any IntersectionObserver (a lazy loader) has had its callback.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(providerRequests).toEqual([])
    expect(await page.locator('iframe').count()).toBe(0)

    const play = page.getByRole('button', { name: /^Play video: / })
    await play.click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    expect(await page.evaluate(() => document.querySelector('dialog')?.matches(':modal'))).toBe(true)
    await expect.poll(() => providerRequests.length).toBeGreaterThan(0)
    expect(providerRequests[0]).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1/)
    // Focus starts on Close inside the dialog and wraps around at both ends (the rest of the page is inert).
    const focusInDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))
    const focused = () =>
      page.evaluate(() => document.activeElement?.tagName + ':' + (document.activeElement?.textContent ?? ''))
    await expect.poll(focused).toBe('BUTTON:Close video')
    await page.frameLocator('dialog iframe').locator('button').waitFor()
    await page.keyboard.press('Shift+Tab')
    await expect.poll(focused).toBe('IFRAME:')
    await page.keyboard.press('Tab') // into the player's own controls
    await page.keyboard.press('Tab') // out of the player: wraps to Close
    await expect.poll(focused).toBe('BUTTON:Close video')
    await page.keyboard.press('Tab')
    expect(await focusInDialog()).toBe(true)
    await page.locator('dialog button', { hasText: 'Close' }).focus()
    await page.keyboard.press('Escape')
    // A closed <dialog> is hidden at once; React then removes it with its player.
    await page.locator('dialog').waitFor({ state: 'detached' })
    expect(await page.locator('iframe').count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Play video: /)
    await close()
  })

  it('opens a share window of 640x480 with the page address', async () => {
    const { page, close } = await openPage('/promotions')
    await page
      .context()
      .route(/facebook\.com/, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>share</title>' }),
      )
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      page.locator('[data-share="facebook"]').click(),
    ])
    await popup.waitForLoadState()
    expect(popup.url()).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.harborhomesecurity.com%2Fpromotions',
    )
    const size = await popup.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }))
    expect(size).toEqual({ width: 640, height: 480 })
    expect(page.url()).toBe(`${baseUrl}/promotions`)
    await close()
  })

  it('operates the FAQ accordion with the keyboard', async () => {
    const { page, close } = await openPage('/cameras')
    const summaries = page.locator('#faq summary')
    const count = await summaries.count()
    expect(count).toBeGreaterThan(2)
    const isOpen = (i: number) =>
      page
        .locator('#faq details')
        .nth(i)
        .evaluate((d) => (d as HTMLDetailsElement).open)
    await summaries.first().focus()
    expect(await isOpen(0)).toBe(false)
    await page.keyboard.press('Enter')
    expect(await isOpen(0)).toBe(true)
    await page.keyboard.press('ArrowDown')
    expect(await summaries.nth(1).evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Space')
    expect(await isOpen(1)).toBe(true)
    await page.keyboard.press('End')
    expect(await summaries.nth(count - 1).evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Home')
    await page.keyboard.press('Enter')
    expect(await isOpen(0)).toBe(false)
    const jsonLd = JSON.parse((await page.locator('#faq script[type="application/ld+json"]').textContent())!)
    expect(jsonLd['@type']).toBe('FAQPage')
    expect(jsonLd.mainEntity).toHaveLength(count)
    await close()
  })

  it('marks the chosen selectable card and continues to its link', async () => {
    const { page, close } = await openPage('/how-to-buy')
    await page.locator('#buy-options label', { hasText: 'Shop online' }).click()
    expect(await page.locator('label[data-chosen="true"]').count()).toBe(1)
    expect(await page.locator('label[data-chosen="true"]').textContent()).toContain('Shop online')
    expect(await page.getByRole('radio', { name: /Shop online/ }).isChecked()).toBe(true)
    expect(await page.locator('#buy-options a', { hasText: 'Continue' }).getAttribute('href')).toBe('/shop')
    await close()
  })

  it('shows the legal block on /secure only with utm_ads, and each campaign its own opening', async () => {
    const plain = await openPage('/secure')
    expect(await plain.page.locator('[data-legal-block]').count()).toBe(0)
    await plain.close()
    const campaign = await openPage('/secure?utm_ads=2999permo-envir')
    expect(await campaign.page.locator('[data-legal-block]').count()).toBe(1)
    // The campaign's prices are catalogue values: the lowest monitoring and the Starter's (both $39.99).
    expect(await campaign.page.locator('#hero [data-price]').textContent()).toContain(
      'Monitoring from $39.99 per month',
    )
    expect(await campaign.page.locator('#offer-ribbon').textContent()).toContain(
      'Starter Package monitoring for $39.99/mo.',
    )
    await campaign.close()
  })

  it.each(CONTENT_PATHS)('%s has one h1, no console errors and no WCAG 2.2 AA violations (axe-core)', async (path) => {
    const { page, errors, response, close } = await openPage(path)
    expect(response.status()).toBe(200)
    // One shown: a seasonal page carries a hero per season, each with its h1, and shows (and exposes) only today's.
    expect(await page.locator('h1').filter({ visible: true }).count()).toBe(1)
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await close()
  })
})
