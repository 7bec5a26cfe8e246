import { expect } from 'vitest'
import type { FrameLocator, Page } from 'playwright-core'
import { type TestBrowser, collectPageErrors } from '../../../tests/e2e/support/browser.ts'

/** What a person does in the studio, as the browser tests do it. */

/** Opens a page in the studio and waits until Puck shows the site's blocks in its preview frame. */
export async function openPageInStudio(
  browser: TestBrowser,
  studio: { url: () => string; admit: (page: Page) => Promise<void> },
  key: string,
  firstBlock: string,
): Promise<{ page: Page; frame: FrameLocator; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } })
  await studio.admit(page)
  const errors = collectPageErrors(page)
  await page.goto(`${studio.url()}?page=${encodeURIComponent(key)}`)
  const frame = page.frameLocator('iframe')
  // The first open compiles the editor's code in Vite: allow for a slow, shared machine.
  await frame.locator(`[data-puck-component="${firstBlock}"]`).waitFor({ timeout: 90_000 })
  return { page, frame, errors }
}

/** Drags a block in Puck's preview onto another block's place, the way an editor does with the mouse. */
export async function dragBlock(
  page: Page,
  frame: FrameLocator,
  id: string,
  ontoId: string,
  /** Runs with the block held over its new place, before the drop (what the studio says then). */
  beforeDrop?: () => Promise<void>,
): Promise<void> {
  const target = frame.locator(`[data-puck-component="${ontoId}"]`)
  const source = frame.locator(`[data-puck-component="${id}"]`)
  // Parts of the preview that load their code (a lead form) grow when it arrives: measure once that code is in
  // and two frames in a row agree.
  await page.waitForLoadState('networkidle')
  const boxes = async () => JSON.stringify([await source.boundingBox(), await target.boundingBox()])
  const nextFrame = () =>
    frame.locator('body').evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))))
  await expect
    .poll(
      async () => {
        // The target in the middle of the preview, the block after it just below, clear of the fixed header.
        await target.evaluate((element) => element.scrollIntoView({ block: 'center' }))
        await nextFrame()
        const before = await boxes()
        await nextFrame()
        return before === (await boxes())
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  const from = (await source.boundingBox())!
  const to = (await target.boundingBox())!
  const x = from.x + from.width / 2
  await page.mouse.move(x, from.y + 20)
  await page.mouse.down()
  // Puck starts a mouse drag after the button is held still for a moment: wait for it to say so.
  await frame.locator('[data-puck-dragging="true"]').first().waitFor({ state: 'attached', timeout: 10_000 })
  const steps = 15
  const preview = frame.locator('body')
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(x, from.y + 20 + ((to.y + 10 - (from.y + 20)) * i) / steps)
    // Let the preview handle the move and paint before the next one: on a loaded machine a burst of moves
    // reaches Puck faster than it renders, and the drop lands where the pointer was a few frames ago.
    await preview.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  }
  await beforeDrop?.()
  await page.mouse.up()
}

/** Types into a text field with template-value chips (the box is a contenteditable, not an input). */
export function chipText(page: Page, prop: string) {
  return page.locator(`[data-chip-text="${prop}"]:visible`)
}

/**
 * Selects a block by clicking inside it, as an editor does. Scrolled to the middle of the preview first:
 * at its edge, the page's fixed chat button could be where the click lands.
 */
export async function selectBlock(frame: FrameLocator, id: string, inside: string): Promise<void> {
  const target = frame.locator(`[data-puck-component="${id}"] ${inside}`).first()
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  await target.click()
}

export async function saveAndConfirm(page: Page): Promise<string> {
  await page.locator('[data-studio-save]').click()
  const summary = await page.locator('[data-save-summary]').textContent()
  await page.locator('[data-confirm-save]').click()
  // The dialog closes once the files are written.
  await page.locator('[role="dialog"]').waitFor({ state: 'detached', timeout: 30_000 })
  return summary ?? ''
}
