import type { FrameLocator, Locator, Page } from 'playwright-core'

/**
 * What a person does in the studio, shared by the browser tests and scripts/studio-walkthrough.ts (which runs
 * outside vitest, so nothing here imports it). Every wait is for something the page does, each with a deadline.
 */

/** The first open compiles the editor's code in Vite: allow for a slow, shared machine. */
const FIRST_OPEN_MS = 90_000

/** Opens a page in the studio and waits until Puck shows the site's blocks in its preview frame. */
export async function openStudioPage(
  page: Page,
  studioUrl: string,
  key: string,
  firstBlock: string,
  timeout: number = FIRST_OPEN_MS,
): Promise<FrameLocator> {
  await page.goto(`${studioUrl}?page=${encodeURIComponent(key)}`)
  const frame = page.frameLocator('iframe')
  await frame.locator(`[data-puck-component="${firstBlock}"]`).waitFor({ timeout })
  return frame
}

/** Resolves after the next animation frame of the preview (what has changed by then is painted). */
function nextFrame(frame: FrameLocator): Promise<unknown> {
  return frame.locator('body').evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))))
}

/**
 * Waits until `measure` gives the same answer on two animation frames in a row (a block whose code arrived has
 * grown, a transition has ended), calling `prepare` before each try; fails after `timeout` ms.
 */
export async function untilSteady(
  frame: FrameLocator,
  measure: () => Promise<unknown>,
  what: string,
  { timeout = 30_000, prepare }: { timeout?: number; prepare?: () => Promise<unknown> } = {},
): Promise<void> {
  const deadline = Date.now() + timeout
  for (;;) {
    await prepare?.()
    await nextFrame(frame)
    const before = JSON.stringify(await measure())
    await nextFrame(frame)
    if (before === JSON.stringify(await measure())) return
    if (Date.now() > deadline) throw new Error(`${what} still moving after ${timeout} ms`)
  }
}

/**
 * Waits until every lead form of the preview shows its form. In the preview a lead form's code (react-hook-form,
 * its validators) loads after the page renders (runtime/islands/DeferredPart), and its section grows when the form
 * arrives. Which blocks are lead forms the studio's own page API says, asked by the page as the editor asks it.
 */
async function leadFormsShown(page: Page, frame: FrameLocator, timeout = 30_000): Promise<void> {
  const key = new URL(page.url()).searchParams.get('page')
  if (!key) return
  const blocks = await page.evaluate(
    async (url) => ((await (await fetch(url)).json()) as { blocks: Array<{ id: string; type: string }> }).blocks,
    `/studio/api/page?key=${encodeURIComponent(key)}&query=`,
  )
  // A layout without lead forms renders none (runtime/render: data-lead-forms="off").
  if ((await frame.locator('[data-lead-forms="off"]').count()) > 0) return
  for (const block of blocks.filter((candidate) => candidate.type === 'LeadForm'))
    // Outside its dates, or hidden from the simulated visitor, the preview says so in place of the form.
    await frame
      .locator(`[data-puck-component="${block.id}"]`)
      .locator('form, [data-hidden-by-schedule], [data-hidden-for-visitor]')
      .first()
      .waitFor({ state: 'attached', timeout })
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
  // Parts of the preview that load their code (a lead form) grow when it arrives: measure once they show and two
  // frames in a row agree.
  await leadFormsShown(page, frame)
  await untilSteady(
    frame,
    async () => [await source.boundingBox(), await target.boundingBox()],
    `${id} and ${ontoId}`,
    {
      // The target in the middle of the preview, the block after it just below, clear of the fixed header.
      prepare: () => target.evaluate((element) => element.scrollIntoView({ block: 'center' })),
    },
  )
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
export function chipText(page: Page, prop: string): Locator {
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

/**
 * Presses "Check and save…", reads the summary of what changes, and saves to the file the dialog names.
 * `beforeConfirm` runs with the summary shown (the walkthrough photographs it).
 */
export async function saveAndConfirm(
  page: Page,
  { timeout = 30_000, beforeConfirm }: { timeout?: number; beforeConfirm?: () => Promise<void> } = {},
): Promise<string> {
  await page.locator('[data-studio-save]').click()
  const summary = page.locator('[data-save-summary]')
  await summary.waitFor({ timeout })
  await beforeConfirm?.()
  const text = await summary.textContent()
  await page.locator('[data-confirm-save]').click()
  // The dialog closes once the files are written.
  await page.locator('[role="dialog"]').waitFor({ state: 'detached', timeout })
  return text ?? ''
}
