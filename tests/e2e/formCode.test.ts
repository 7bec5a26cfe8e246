import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserPerFile, collectPageErrors, nearIslandsHydrated, recordScripts } from './support/browser.ts'
import { repoRoot } from '../support/fixtureSite.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()
const assetsDir = join(repoRoot, 'dist/client/assets')

/** The built script files whose text holds `marker`, as URL paths; none means the marker no longer matches. */
function chunksHolding(marker: string): string[] {
  const chunks = readdirSync(assetsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file, 'utf8').includes(marker))
    .map((file) => file.slice(join(repoRoot, 'dist/client').length))
  expect(chunks, `a built chunk holding ${marker}`).not.toEqual([])
  return chunks
}

// react-hook-form's option name survives minification; Luxon's error text names it.
const formLibraryChunks = () => chunksHolding('shouldUnregister')
const luxonChunks = () => chunksHolding('Invalid DateTime')

async function openWatchingScripts(path: string): Promise<{ page: Page; scripts: string[]; errors: string[] }> {
  const page = await browser().newPage()
  const errors = collectPageErrors(page)
  const scripts = recordScripts(page)
  await page.goto(`${baseUrl}${path}`)
  // Every island arrival wakes has hydrated (none half-way, its code requested but not run): what is loaded now is
  // all that loads until the visitor does something.
  await nearIslandsHydrated(page)
  return { page, scripts, errors }
}

describe('code that waits for the visitor', () => {
  it('the build has the chunks this test looks for', () => {
    expect(formLibraryChunks().length).toBeGreaterThan(0)
  })

  it('/: the form library loads only when the visitor first uses the callback form, whose steps then work', async () => {
    const { page, scripts, errors } = await openWatchingScripts('/')
    const formChunks = formLibraryChunks()
    for (const chunk of formChunks) expect(scripts, chunk).not.toContain(chunk)
    // A choice made before the code arrives counts: Next goes on to step 2.
    await page.locator('#leadForm').getByLabel('Own', { exact: true }).check()
    await page.locator('#leadForm').getByRole('button', { name: 'Next', exact: true }).click()
    await expect.poll(() => page.locator('#leadForm [data-step-header]').textContent()).toBe('Step 2 of 3')
    expect(scripts.some((script) => formChunks.includes(script))).toBe(true)
    expect(errors).toEqual([])
    await page.close()
  })

  for (const path of ['/cameras', '/secure?utm_ads=lowcost-envir']) {
    it(`${path}: the form library loads only when the visitor first uses a form, which then works`, async () => {
      const { page, scripts, errors } = await openWatchingScripts(path)
      const formChunks = formLibraryChunks()
      // Hydrated and idle, nobody has touched a form: no form library.
      for (const chunk of formChunks) expect(scripts, chunk).not.toContain(chunk)
      const form = page
        .locator('form')
        .filter({ has: page.locator('input[type="tel"], input[name="zip"]') })
        .first()
      await form.scrollIntoViewIfNeeded()
      // The server's form is there and fillable before its code: its first text field takes input.
      const field = form.locator('input:not([type="hidden"]):not([type="radio"]):not([type="checkbox"])').first()
      await field.fill('60601')
      // The form's island hydrates on that first use (it was below the fold), then the form's code loads.
      await expect.poll(() => scripts.some((script) => formChunks.includes(script))).toBe(true)
      await page.locator('[data-part-hydrated="true"]').filter({ has: field }).waitFor()
      // What was typed before the code arrived is still there once the form library owns the field.
      await expect(field.inputValue()).resolves.toBe('60601')
      expect(errors).toEqual([])
      await page.close()
    })
  }

  for (const path of ['/', '/shop', '/cameras']) {
    it(`${path}: Luxon never ships (the hours are read with Intl)`, async () => {
      const { page, scripts } = await openWatchingScripts(path)
      for (const chunk of luxonChunks()) expect(scripts, chunk).not.toContain(chunk)
      await page.close()
    })
  }
})
