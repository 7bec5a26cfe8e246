import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserPerFile, collectPageErrors, expectNoAxeViolations } from './support/browser.ts'
import { repoRoot } from '../support/fixtureSite.ts'
import { type RunningServer, startProductionServer } from '../../scripts/lib/productionServer.ts'
import { openSqliteStorage } from '../../server/storage/siteStorage.server.ts'

const browser = browserPerFile()

/**
 * The embedded identity provider's sign-in, "Forgot password?" and new-password pages in Chromium (issue 25),
 * on a server of its own whose database the test reads (the reset link is in its mail sink).
 */
describe('embedded sign-in: show password, forgot password, new password', () => {
  let server: RunningServer
  const dataDir = mkdtempSync(join(tmpdir(), 'harbor-password-reset-e2e-'))
  beforeAll(async () => {
    server = await startProductionServer(repoRoot, { DATA_DIR: dataDir, OIDC_AUTHORIZE_LIMIT_PER_CLIENT: '10000' })
  })
  afterAll(async () => {
    await server?.stop()
  })

  async function signInPage(width: number, javaScriptEnabled = true): Promise<Page> {
    const context = await browser().newContext({ viewport: { width, height: 800 }, javaScriptEnabled })
    const page = await context.newPage()
    await page.goto(`${server.baseUrl}/api/auth/login`)
    await page.getByRole('heading', { name: 'Sign in to your Harbor account' }).waitFor()
    return page
  }

  /** The link in the mail sink (the answer does not wait for the mail: poll until it is there). */
  async function resetLinkFor(email: string): Promise<string> {
    const storage = openSqliteStorage(join(dataDir, 'site.db'))
    try {
      let link: string | undefined
      await expect
        .poll(async () => {
          const mail = (await storage.emails.latest(20)).find(
            (candidate) => candidate.to.email === email && candidate.templateId === 'password-reset-v1',
          )
          link = mail?.data.resetUrl
          return link
        })
        .toBeDefined()
      return link!
    } finally {
      await storage.close()
    }
  }

  for (const width of [375, 1280]) {
    it(`shows and hides the password with a keyboard-operable toggle button at ${width} px, axe clean`, async () => {
      const page = await signInPage(width)
      const errors = collectPageErrors(page)
      const toggle = page.getByRole('button', { name: 'Show password' })
      await toggle.waitFor()
      expect(await toggle.getAttribute('aria-pressed')).toBe('false')
      await expectNoAxeViolations(page)
      await page.getByLabel('Password').fill('secret words here')
      // Tab order: the field, then its button.
      await page.getByLabel('Password').focus()
      await page.keyboard.press('Tab')
      expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true)
      await page.keyboard.press('Space')
      expect(await toggle.getAttribute('aria-pressed')).toBe('true')
      expect(await page.locator('#password').getAttribute('type')).toBe('text')
      await page.keyboard.press('Enter')
      expect(await toggle.getAttribute('aria-pressed')).toBe('false')
      expect(await page.locator('#password').getAttribute('type')).toBe('password')
      // The button sits under its field, inside the card.
      const [field, button] = await Promise.all([page.locator('#password').boundingBox(), toggle.boundingBox()])
      expect(button!.y).toBeGreaterThanOrEqual(field!.y + field!.height)
      expect(button!.x + button!.width).toBeLessThanOrEqual(field!.x + field!.width + 1)
      expect(errors).toEqual([])
      await page.context().close()
    })
  }

  it('has no show-password button that does nothing when scripts are off', async () => {
    const page = await signInPage(375, false)
    expect(await page.getByRole('button', { name: 'Show password' }).count()).toBe(0)
    expect(await page.getByRole('link', { name: 'Forgot password?' }).count()).toBe(1)
    await page.context().close()
  })

  it('resets the password from the e-mailed link, then signs in with the new one and not the old', async () => {
    const page = await signInPage(375)
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor()
    await expectNoAxeViolations(page)
    await page.getByLabel('E-mail').fill('jordan.lee@example.com')
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor()
    expect(await page.getByRole('status').textContent()).toBe(
      'If an account exists for that address, we have sent a link to reset your password.',
    )
    await expectNoAxeViolations(page)

    await page.goto(await resetLinkFor('jordan.lee@example.com'))
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor()
    await expectNoAxeViolations(page)
    // One button shows both the new password and its repeat.
    await page.getByLabel('New password').fill('see both')
    await page.getByRole('button', { name: 'Show passwords' }).click()
    expect(await page.locator('#password').getAttribute('type')).toBe('text')
    expect(await page.locator('#confirm').getAttribute('type')).toBe('text')
    expect(await page.getByRole('button', { name: /^Show password/ }).count()).toBe(1)
    await page.getByLabel('New password').fill('too short')
    await page.getByLabel('Type it again').fill('too short')
    await page.getByRole('button', { name: 'Save new password' }).click()
    await page.getByRole('alert').waitFor()
    expect(await page.getByRole('alert').textContent()).toContain('Use at least 12 characters.')
    // The error is tied to its field for a screen reader, and the summary links to it.
    const described = await page.getByLabel('New password').getAttribute('aria-describedby')
    expect(await page.locator(`#${described!.split(' ').join(', #')}`).allTextContents()).toContain(
      'Use at least 12 characters.',
    )
    await expectNoAxeViolations(page)
    await page.getByLabel('New password').fill('lantern by the sea')
    await page.getByLabel('Type it again').fill('lantern by the sea')
    await page.getByRole('button', { name: 'Save new password' }).click()
    await page.getByRole('heading', { name: 'Your password is changed' }).waitFor()

    await page.getByRole('link', { name: 'Sign In' }).click()
    await page.getByRole('heading', { name: 'Sign in to your Harbor account' }).waitFor()
    await page.getByLabel('E-mail').fill('jordan.lee@example.com')
    await page.getByLabel('Password').fill('harbor-demo-2')
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.getByText('The e-mail or password is not correct.').waitFor()
    await page.getByLabel('Password').fill('lantern by the sea')
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.waitForURL(`${server.baseUrl}/account`)
    await page.context().close()
  })
})
