import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browserPerFile, expectNoAxeViolations } from '../../tests/e2e/support/browser.ts'
import { type RunningStudio, startStudio } from '../server/startStudio.server.ts'
import { STUDIO_TOKEN_COOKIE } from '../server/studioGuard.server.ts'
import { git } from '../server/review/git.server.ts'
import { openPageInStudio } from './support/studioUnderTest.ts'
import { describeChicagoTime } from '../../services/schedule/index.ts'

/**
 * Send for review: the studio edits a repository of its own here (the three editable files committed on
 * `main`, with a bare repository as origin), so the test can check that the checked-out branch, the index
 * and the working files stay as they were while the change lands on a `site/…` branch, pushed.
 */
const repoRoot = join(import.meta.dirname, '../..')
const EDITABLE = ['routes.json', 'partners.json', 'site-config/sections.json']
const browser = browserPerFile()
let studio: RunningStudio
let repo = ''
let origin = ''

beforeAll(async () => {
  repo = mkdtempSync(join(tmpdir(), 'studio-review-'))
  origin = mkdtempSync(join(tmpdir(), 'studio-review-origin-'))
  git(origin, ['init', '--quiet', '--bare'])
  git(repo, ['init', '--quiet', '--initial-branch=main'])
  git(repo, ['config', 'user.name', 'Test Editor'])
  git(repo, ['config', 'user.email', 'editor@example.com'])
  mkdirSync(join(repo, 'site-config'))
  for (const file of EDITABLE) copyFileSync(join(repoRoot, file), join(repo, file))
  git(repo, ['add', '-A'])
  git(repo, ['commit', '--quiet', '-m', 'the site'])
  git(repo, ['remote', 'add', 'origin', origin])
  studio = await startStudio({ root: repoRoot, editableDir: repo, port: 0 })
})
afterAll(async () => {
  await studio?.close()
  for (const dir of [repo, origin]) if (dir) rmSync(dir, { recursive: true, force: true })
})

const admitted = {
  url: () => studio.url,
  admit: (page: import('playwright-core').Page) =>
    page.context().addCookies([{ name: STUDIO_TOKEN_COOKIE, value: studio.token, url: studio.url }]),
}

function checkout() {
  return {
    head: git(repo, ['rev-parse', 'HEAD']),
    branch: git(repo, ['symbolic-ref', '--short', 'HEAD']),
    status: git(repo, ['status', '--porcelain']),
    index: readFileSync(join(repo, '.git/index')).toString('base64'),
    files: EDITABLE.map((file) => readFileSync(join(repo, file), 'utf8')),
  }
}

const titleOf = (routesText: string, route: string) =>
  (JSON.parse(routesText) as { routes: Array<{ name: string; meta: { title: string } }> }).routes.find(
    (entry) => entry.name === route,
  )!.meta.title

describe('send for review from the studio', () => {
  it('commits an edit to its own branch, pushes it, lists it; the checked-out branch is untouched', async () => {
    const before = checkout()
    const { page } = await openPageInStudio(browser(), admitted, 'shop', 'faqs')
    const title = page.locator('[data-chip-text="Page title"]:visible')
    await expect.poll(() => title.textContent(), { timeout: 30_000 }).toBe(titleOf(before.files[0]!, 'shop'))
    await title.fill('Shop Holiday Security Packages')
    await page.locator('[data-save-state="unsaved"]').waitFor()
    await page.locator('[data-studio-save]').click()
    await page.locator('[data-send-review]').waitFor()
    await page.locator('[data-review-title]').fill('Shop title for the holidays')
    await page.locator('[data-send-review]').click()
    await page.locator('[role="dialog"]').waitFor({ state: 'detached', timeout: 60_000 })
    const branch = 'site/shop-title-for-the-holidays'
    await expect
      .poll(() => page.locator('[data-review-sent]').textContent(), { timeout: 30_000 })
      .toContain(`Sent for review on ${branch} (pushed).`)
    // No GITHUB_TOKEN here: it says how to open the pull request.
    expect(await page.locator('[data-review-sent]').textContent()).toContain(
      `Pushed to origin. Open a pull request from ${branch} on your git host.`,
    )

    expect(checkout()).toEqual(before)
    const commit = git(repo, ['rev-parse', `refs/heads/${branch}`])
    expect(git(repo, ['rev-parse', `${commit}^`])).toBe(before.head)
    expect(titleOf(git(repo, ['show', `${branch}:routes.json`]), 'shop')).toBe('Shop Holiday Security Packages')
    expect(git(repo, ['diff', '--name-only', before.head, branch])).toBe('routes.json')
    expect(git(repo, ['log', '-1', '--format=%s', branch])).toBe('Shop title for the holidays')
    expect(git(origin, ['rev-parse', `refs/heads/${branch}`])).toBe(commit)

    // The studio goes on with the review: the page shows the branch's text, saved; a save is a new commit on it.
    await page.locator('[data-review-status]').getByText(`Editing the review ${branch}`).waitFor()
    await expect.poll(() => title.textContent(), { timeout: 30_000 }).toBe('Shop Holiday Security Packages')
    await page.locator('[data-save-state="saved"]').waitFor()
    await title.fill('Shop Holiday Security Deals')
    await page.locator('[data-save-state="unsaved"]').waitFor()
    await page.locator('[data-studio-save]').click()
    await page.locator('[data-confirm-save]').click()
    await page.locator('[role="dialog"]').waitFor({ state: 'detached', timeout: 30_000 })
    await expect.poll(() => git(repo, ['rev-parse', `${branch}^`]), { timeout: 30_000 }).toBe(commit)
    expect(titleOf(git(repo, ['show', `${branch}:routes.json`]), 'shop')).toBe('Shop Holiday Security Deals')
    expect(checkout()).toEqual(before)

    // The page list names it, with how to preview it, and goes back to the working files.
    await page.goto(studio.url)
    const listed = page.locator(`[data-review-branch="${branch}"]`)
    await listed.waitFor({ timeout: 30_000 })
    expect(await listed.textContent()).toContain(`npm run preview -- ${branch}`)
    expect(await listed.textContent()).toContain('editing')
    await expectNoAxeViolations(page)
    await page.locator('[data-review-close]').first().click()
    await page.locator(`[data-review-open="${branch}"]`).waitFor({ timeout: 30_000 })
    await page.close()
  })

  it('reopens a review branch: its files in the editor', async () => {
    // A browser far from Chicago: the list still gives the studio's Chicago time, marked CT.
    const page = await browser().newPage({ viewport: { width: 1600, height: 1000 }, timezoneId: 'Asia/Tokyo' })
    await admitted.admit(page)
    await page.goto(studio.url)
    const branch = 'site/shop-title-for-the-holidays'
    const committed = Date.parse(git(repo, ['log', '-1', '--format=%cI', branch]))
    await expect
      .poll(() => page.locator(`[data-review-branch="${branch}"] [data-review-date]`).textContent(), {
        timeout: 30_000,
      })
      .toBe(`(${describeChicagoTime(committed)})`)
    await page.locator(`[data-review-open="${branch}"]`).click()
    await page.locator(`[data-review-branch="${branch}"] strong`).getByText('editing').waitFor()
    await page.goto(`${studio.url}?page=shop`)
    const title = page.locator('[data-chip-text="Page title"]:visible')
    await expect.poll(() => title.textContent(), { timeout: 90_000 }).toBe('Shop Holiday Security Deals')
    // The working file still has the title it had.
    expect(titleOf(readFileSync(join(repo, 'routes.json'), 'utf8'), 'shop')).not.toBe('Shop Holiday Security Deals')
    await page.close()
  })
})
