/**
 * The studio tried as a new marketer would (issue 26's "Done means"): the eight tasks, each done in the studio
 * without opening a JSON file, clicking what a marketer reads. Each task is timed and photographed at laptop
 * size (1280×800) into docs/images/studio-walkthrough-<n>-<task>.png, for docs/studio.md's
 * "Marketer walkthrough".
 *
 *   npx tsx scripts/studio-walkthrough.ts            all eight tasks
 *   npx tsx scripts/studio-walkthrough.ts 3 5        only tasks 3 and 5
 *
 * The studio edits copies of routes.json, partners.json and site-config/sections.json in a temporary git
 * repository (with a bare one as `origin`, for "send for review"): the repository's own files are never
 * touched. Chromium from CHROME_PATH or /usr/bin/chromium (scripts/lib/chromium.ts).
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FrameLocator, Locator, Page } from 'playwright-core'
import sharp from 'sharp'
import { launchBrowser } from './lib/chromium.ts'
import { startStudio, type RunningStudio } from '../studio/server/startStudio.server.ts'
import { STUDIO_TOKEN_COOKIE } from '../studio/server/studioGuard.server.ts'
import { git } from '../studio/server/review/git.server.ts'
import {
  dragBlock,
  openStudioPage,
  saveAndConfirm,
  selectBlock,
  untilSteady,
} from '../studio/__tests__/support/studioActions.ts'

const repoRoot = join(import.meta.dirname, '..')
const EDITABLE = ['routes.json', 'partners.json', 'site-config/sections.json']
const LAPTOP = { width: 1280, height: 800 }
/** Generous: the first open of the editor compiles its code in Vite, on a shared machine. */
const SLOW = { timeout: 120_000 }

/** A temporary repository holding the three editable files on `main`, with a bare `origin`. */
function sandboxRepository(): { repo: string; origin: string } {
  const repo = mkdtempSync(join(tmpdir(), 'studio-walkthrough-'))
  const origin = mkdtempSync(join(tmpdir(), 'studio-walkthrough-origin-'))
  git(origin, ['init', '--quiet', '--bare'])
  git(repo, ['init', '--quiet', '--initial-branch=main'])
  git(repo, ['config', 'user.name', 'New Marketer'])
  git(repo, ['config', 'user.email', 'marketer@example.com'])
  mkdirSync(join(repo, 'site-config'))
  for (const file of EDITABLE) copyFileSync(join(repoRoot, file), join(repo, file))
  git(repo, ['add', '-A'])
  git(repo, ['commit', '--quiet', '-m', 'the site'])
  git(repo, ['remote', 'add', 'origin', origin])
  return { repo, origin }
}

/** A screenshot as a palette PNG: a fraction of the size, the studio's flat colours unchanged to the eye. */
async function shoot(page: Page, name: string): Promise<void> {
  const raw = await page.screenshot()
  const file = join(repoRoot, 'docs/images', `studio-walkthrough-${name}.png`)
  await sharp(raw).png({ palette: true, quality: 80, compressionLevel: 9 }).toFile(file)
  console.log(`  screenshot docs/images/studio-walkthrough-${name}.png`)
}

interface Walk {
  studio: RunningStudio
  page: Page
}

const openPage = (walk: Walk, key: string, firstBlock: string): Promise<FrameLocator> =>
  openStudioPage(walk.page, walk.studio.url, key, firstBlock, SLOW.timeout)

/** Presses "Check and save…", reads the summary (photographed as `shotName`), and saves. */
const checkAndSave = (walk: Walk, shotName?: string): Promise<string> =>
  saveAndConfirm(walk.page, { ...SLOW, beforeConfirm: shotName ? () => shoot(walk.page, shotName) : undefined })

/** Drags one block of the preview onto another's place (photographed while held as `shotName`), as a person does. */
async function drag(walk: Walk, frame: FrameLocator, id: string, ontoId: string, shotName?: string): Promise<void> {
  await dragBlock(walk.page, frame, id, ontoId, shotName ? () => shoot(walk.page, shotName) : undefined)
  await walk.page.locator('[data-save-state="unsaved"]').waitFor(SLOW)
}

/** Picks the option of a menu whose words start with `words`, as a person reads the menu. */
async function chooseByWords(menu: Locator, words: string): Promise<void> {
  const options = await menu.locator('option').allTextContents()
  const label = options.find((option) => option.startsWith(words))
  if (!label) throw new Error(`No "${words}" in the menu: ${options.join(' | ')}`)
  await menu.selectOption({ label })
}

type Task = (walk: Walk) => Promise<void>

const tasks: Array<{ n: number; name: string; title: string; run: Task }> = [
  {
    n: 1,
    name: 'add-partner',
    title: 'Add a partner',
    run: async (walk) => {
      const { page } = walk
      await page.goto(walk.studio.url)
      await page.getByLabel('Name shown to visitors').fill('Lakeside Realty')
      await page.getByLabel('Sales phone').fill('(312) 555-0142')
      await page.getByLabel('Text number').fill('(312) 555-0143')
      await page.getByLabel('Kind of partner').selectOption('affiliate')
      await page.getByLabel('Catalogue').selectOption({ label: 'Harbor Online Catalogue' })
      await page.getByLabel(/Lakeside Realty Exclusive Offer/).check()
      await page.getByLabel(/Lakeside Realty Partner Shop/).check()
      await page.locator('[data-catalogue-packages]').scrollIntoViewIfNeeded()
      await shoot(page, '1-add-partner-form')
      await page.getByRole('button', { name: 'Check', exact: true }).click()
      await page.getByRole('button', { name: 'Add to partners.json' }).waitFor(SLOW)
      await page.locator('[data-partner-summary]').scrollIntoViewIfNeeded()
      await shoot(page, '1-add-partner')
      await page.getByRole('button', { name: 'Add to partners.json' }).click()
      await page.locator('[data-partner-added]').waitFor(SLOW)
      // The partner's form again, under Partners: switching it off lists the pages that would go away.
      await page.goto(walk.studio.url)
      await page.locator('[data-edit-partner-button="lakeside-realty"]').click()
      const form = page.locator('[data-edit-partner="lakeside-realty"]')
      await form.locator('input[name="enabled"]').uncheck(SLOW)
      await form.locator('[data-pages-going]').scrollIntoViewIfNeeded()
      await shoot(page, '1-edit-partner')
    },
  },
  {
    n: 2,
    name: 'edit-texts',
    title: 'Edit texts',
    run: async (walk) => {
      const { page } = walk
      const frame = await openPage(walk, 'shop', 'zip-hero')
      await selectBlock(frame, 'zip-hero', 'h1')
      // Type at the end of the heading, then the company's name after the words, as a chip.
      const heading = page.locator('[data-chip-text="heading"]:visible')
      await heading.click()
      await page.keyboard.press('End')
      await page.keyboard.type(' from ')
      await chooseByWords(page.locator('[data-insert-value="heading"]:visible'), 'Company name')
      await page.locator('[data-save-state="unsaved"]').waitFor()
      await shoot(page, '2-edit-texts')
      await checkAndSave(walk)
    },
  },
  {
    n: 3,
    name: 'reorder',
    title: 'Reorder a partner page and /shop',
    run: async (walk) => {
      const { page } = walk
      await page.setViewportSize({ width: LAPTOP.width, height: 1100 })
      let frame = await openPage(walk, 'partner-offer-page/lakeshore-moving', 'how-it-works')
      await page.locator('[data-move-reach]').waitFor(SLOW)
      await drag(walk, frame, 'legal', 'schedule', '3-reorder-partner')
      await page.setViewportSize(LAPTOP)
      await checkAndSave(walk)
      await page.setViewportSize({ width: LAPTOP.width, height: 1100 })
      frame = await openPage(walk, 'shop', 'faqs')
      await drag(walk, frame, 'faqs', 'reviews-carousel')
      await page.setViewportSize(LAPTOP)
      await checkAndSave(walk, '3-reorder-shop')
    },
  },
  {
    n: 4,
    name: 'preview-visitors',
    title: 'Preview visitors',
    run: async (walk) => {
      const { page } = walk
      const frame = await openPage(walk, 'partner-offer-page/lakeshore-moving', 'how-it-works')
      await page.getByLabel('Day').selectOption({ label: 'Saturday' })
      await page.getByLabel('Time (Chicago)').fill('21:30')
      await page.getByLabel('utm_source').fill('facebook')
      await page.getByLabel('signed in').check()
      await page.getByRole('button', { name: 'Phone 375' }).click()
      // Puck eases the preview to the phone's width: wait until the page inside is laid out at 375 px and the
      // frame holds still.
      await page.waitForFunction(
        () => (document.querySelector('iframe')?.contentDocument?.documentElement.clientWidth ?? Infinity) <= 375,
        undefined,
        SLOW,
      )
      await untilSteady(frame, () => page.locator('iframe').boundingBox(), 'the preview frame', SLOW)
      await shoot(page, '4-preview-visitors')
    },
  },
  {
    n: 5,
    name: 'page-settings',
    title: 'Change page settings and layout',
    run: async (walk) => {
      const { page } = walk
      await openPage(walk, 'shop', 'faqs')
      const title = page.getByLabel('Page title', { exact: true }).filter({ visible: true })
      await title.waitFor(SLOW)
      await title.fill('Shop Home Security Packages Online')
      await page.locator('[data-setting="layout"]:visible input[value="landing"]').check()
      await page.locator('[data-layout-shows="landing"]:visible').scrollIntoViewIfNeeded()
      await shoot(page, '5-page-settings')
      await checkAndSave(walk)
      // Saved: the preview shows the page in its new layout.
      await page.locator('[data-save-state="saved"]').waitFor(SLOW)
      await page.frameLocator('iframe').locator('[data-puck-component="zip-hero"]').waitFor(SLOW)
      await shoot(page, '5-page-settings-saved')
    },
  },
  {
    n: 6,
    name: 'dated-promotion',
    title: 'A dated promotion',
    run: async (walk) => {
      const { page } = walk
      const frame = await openPage(walk, 'shop', 'zip-hero')
      await selectBlock(frame, 'zip-hero', 'h1')
      const from = page.locator('[data-schedule-end="startsAt"] input[type="date"]:visible')
      await from.scrollIntoViewIfNeeded()
      await from.fill('2027-07-01')
      await page.locator('[data-schedule-end="endsAt"] input[type="date"]:visible').fill('2027-07-04')
      await page.locator('[data-schedule-end="endsAt"] input[type="time"]:visible').fill('23:00')
      await checkAndSave(walk)
      await page.getByLabel('or date').fill('2027-06-20')
      await frame.locator('[data-hidden-by-schedule]').first().waitFor(SLOW)
      await frame.locator('[data-hidden-by-schedule]').first().scrollIntoViewIfNeeded()
      await shoot(page, '6-dated-promotion')
    },
  },
  {
    n: 7,
    name: 'mistakes',
    title: 'Deliberate mistakes',
    run: async (walk) => {
      const { page } = walk
      const frame = await openPage(walk, 'shop', 'faqs')
      await selectBlock(frame, 'faqs', 'h2')
      const heading = page.locator('[data-chip-text="heading"]:visible')
      await heading.click()
      await page.keyboard.press('ControlOrMeta+A')
      await page.keyboard.press('Backspace')
      await page.locator('[data-schedule-end="endsAt"] input[type="date"]:visible').fill('2027-05-31')
      await page.locator('[data-schedule-end="startsAt"] input[type="date"]:visible').fill('2027-06-01')
      await page.getByRole('button', { name: /Check and save/ }).click()
      await page.locator('[role="dialog"] [role="alert"], [role="dialog"] li').first().waitFor(SLOW)
      await shoot(page, '7-mistakes-block')
      await page.keyboard.press('Escape')
      await page.goto(walk.studio.url)
      await page.getByLabel('Name shown to visitors').fill('Keystone Homes')
      await page.getByLabel('Page address').fill('keystone')
      await page.getByLabel('Sales phone').fill('555-0142')
      await page.getByLabel(/Keystone Homes Partner Shop/).check()
      await page.getByRole('button', { name: 'Check', exact: true }).click()
      await page.locator('[data-field-error="phone"]').waitFor(SLOW)
      await page.locator('[data-field-error="slug"] details').first().click()
      // The page address at the top: its problem, the checker's words under it, and the phone's below.
      await page.locator('[data-partner-field="slug"]').evaluate((field) => field.scrollIntoView({ block: 'start' }))
      await shoot(page, '7-mistakes-partner')
    },
  },
  {
    n: 8,
    name: 'review',
    title: 'Review and send for review',
    run: async (walk) => {
      const { page } = walk
      await openPage(walk, 'shop', 'faqs')
      const title = page.getByLabel('Page title', { exact: true }).filter({ visible: true })
      await title.waitFor(SLOW)
      await title.fill('Shop Holiday Security Packages')
      await page.getByRole('button', { name: /Check and save/ }).click()
      await page.locator('[data-review-title]').fill('Shop title for the holidays')
      await page.locator('[data-save-summary]').waitFor(SLOW)
      await page.locator('[data-review-title]').scrollIntoViewIfNeeded()
      await shoot(page, '8-review-send')
      await page.getByRole('button', { name: 'Send for review' }).click()
      await page.locator('[data-review-sent]').waitFor(SLOW)
      await page.goto(walk.studio.url)
      await page.locator('[data-review-branches]').scrollIntoViewIfNeeded()
      await shoot(page, '8-review-list')
    },
  },
]

async function main(): Promise<void> {
  const only = process.argv.slice(2).map(Number)
  const { repo, origin } = sandboxRepository()
  const studio = await startStudio({ root: repoRoot, editableDir: repo, port: 0 })
  const browser = await launchBrowser()
  const timings: string[] = []
  try {
    for (const task of tasks) {
      if (only.length && !only.includes(task.n)) continue
      const context = await browser.newContext({ viewport: LAPTOP })
      await context.addCookies([{ name: STUDIO_TOKEN_COOKIE, value: studio.token, url: studio.url }])
      const page = await context.newPage()
      console.log(`${task.n}. ${task.title}`)
      const started = performance.now()
      try {
        await task.run({ studio, page })
        timings.push(`${task.n}. ${task.title}: ${((performance.now() - started) / 1000).toFixed(1)} s`)
      } catch (error) {
        await page.screenshot({ path: join(tmpdir(), `studio-walkthrough-${task.n}-failed.png`) })
        timings.push(`${task.n}. ${task.title}: FAILED ${(error as Error).message.split('\n')[0]}`)
      }
      await context.close()
    }
  } finally {
    await browser.close()
    await studio.close()
    for (const dir of [repo, origin]) rmSync(dir, { recursive: true, force: true })
  }
  console.log(`\nTimes (the script's own; a person reading the screen takes longer):\n${timings.join('\n')}`)
}

await main()
