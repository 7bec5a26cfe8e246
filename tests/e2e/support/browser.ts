import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { afterAll, beforeAll, expect } from 'vitest'
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core'
import { launchBrowser } from '../../../scripts/lib/chromium.ts'
import { ISLAND_ATTRIBUTE } from '../../../runtime/islands/pageIslands.ts'
import { VIEW_MARGIN } from '../../../runtime/islands/islandLoader.ts'
import { openHours } from './clock.ts'

/** Collects console errors and uncaught exceptions, e.g. hydration mismatches. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** The paths of the script files the page requests from now on, in order. */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  return scripts
}

/**
 * Waits until the islands wanted on arrival have hydrated: those in view and the frame's (the runtime then
 * marks the root with data-hydrated). Islands below the fold hydrate when scrolled to or touched: see
 * hydratedInView and everyIslandHydrated.
 */
export function hydrated(page: Page): Promise<void> {
  return page.locator('[data-hydrated="true"]').waitFor({ timeout: 15_000 })
}

/**
 * Waits until every island the loader hydrates without any input has: those `hydrated` waits for, and those just
 * below the fold whose code the loader requests ahead (within its VIEW_MARGIN, found by an IntersectionObserver
 * with that margin, as the loader finds them). After it no island is half-way, its code requested but not yet
 * hydrated, so the scripts a page asked for can be held to the islands that hydrated. (A quiet network is not
 * that signal: an island's code arrives, then it hydrates in later tasks, later still on a loaded machine.)
 */
export async function nearIslandsHydrated(page: Page): Promise<void> {
  await hydrated(page)
  const near = await page.evaluate(
    ({ attribute, margin }) =>
      new Promise<string[]>((resolve) => {
        const children = [...document.querySelectorAll(`[${attribute}]`)].flatMap((island) => [...island.children])
        const seen = new Set<Element>()
        const keys = new Set<string>()
        const observer = new IntersectionObserver(
          (entries) => {
            // The first notice of each observed child says whether it is within the margin now.
            for (const entry of entries) {
              seen.add(entry.target)
              const key = entry.target.parentElement?.closest(`[${attribute}]`)?.getAttribute(attribute)
              if (entry.isIntersecting && key) keys.add(key)
            }
            if (seen.size < children.length) return
            observer.disconnect()
            resolve([...keys])
          },
          { rootMargin: margin },
        )
        for (const child of children) observer.observe(child)
        if (children.length === 0) resolve([])
      }),
    { attribute: ISLAND_ATTRIBUTE, margin: VIEW_MARGIN },
  )
  await page.waitForFunction(
    ({ attribute, keys }) =>
      keys.every((key) => document.querySelector(`[${attribute}="${key}"]`)?.hasAttribute('data-island-hydrated')),
    { attribute: ISLAND_ATTRIBUTE, keys: near },
    { timeout: 15_000 },
  )
}

/** Scrolls `target` into view, as a visitor would, and waits until the island it is in has hydrated. */
export async function hydratedInView(target: Locator): Promise<void> {
  await hydrated(target.page())
  await target.first().scrollIntoViewIfNeeded()
  await expect
    .poll(() => target.first().evaluate((element) => !!element.closest('[data-island-hydrated="true"]')), {
      timeout: 15_000,
    })
    .toBe(true)
}

/**
 * Hydrates every island of the page, as if the visitor had scrolled through it all: a first use (focusin) on
 * each island still waiting, then waits for all. With `parts`, then the same for the forms' deferred parts
 * (runtime/islands/DeferredPart), as a visitor who used every form. For tests about the whole page once
 * everything runs.
 */
export async function everyIslandHydrated(page: Page, { parts = false } = {}): Promise<void> {
  await hydrated(page)
  await firstUseOfEach(page, '[data-island]', 'data-island-hydrated')
  if (parts) await firstUseOfEach(page, '[data-deferred-part]', 'data-part-hydrated')
}

/** A first use on each element of `selector` not yet marked `hydratedAttribute`, then waits until all are. */
async function firstUseOfEach(page: Page, selector: string, hydratedAttribute: string): Promise<void> {
  const waiting = `${selector}:not([${hydratedAttribute}])`
  await page.evaluate((pending) => {
    for (const element of document.querySelectorAll(pending))
      element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
  }, waiting)
  await page.waitForFunction((pending) => !document.querySelector(pending), waiting, { timeout: 15_000 })
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: Array<{ target: string[] }>
}

/** Runs axe-core in the page against WCAG 2.2 A and AA rules. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern
  // (an inline <script> tag would be blocked, as it should be).
  await page.evaluate(axeSource)
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    })
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }))
  })
}

/** Fails with the violations listed when axe finds any. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page)
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([])
}

/** `clock`: the instant the pages stand at (Date.now() never moves on; timers still run). Default openHours(). */
export type TestContextOptions = BrowserContextOptions & { clock?: Date }

/**
 * The browser of the browser tests. Every context and page it makes stands on a fixed clock (./clock.ts),
 * open hours unless the options name another instant, so no page reads the real time of day. A test that
 * moves time (`page.clock.install`, `pauseAt`, `runFor`) does so from there.
 */
export interface TestBrowser {
  newContext(options?: TestContextOptions): Promise<BrowserContext>
  newPage(options?: TestContextOptions): Promise<Page>
}

function onFixedClock(browser: Browser): TestBrowser {
  const newContext = async ({ clock = openHours(), ...options }: TestContextOptions = {}) => {
    const context = await browser.newContext(options)
    await context.clock.setFixedTime(clock)
    return context
  }
  return {
    newContext,
    // As Browser.newPage: a context of its own, closed with the page.
    async newPage(options) {
      const context = await newContext(options)
      const page = await context.newPage()
      // When the browser closes first (a failed test left its page open), the context is gone with it.
      page.once('close', () => void context.close().catch(() => undefined))
      return page
    },
  }
}

/**
 * Refuses every script file the page asks for (entry, block and library chunks); the HTML's inline scripts, the
 * head boot script among them, still run: what a visitor sees before the code arrives, or when it never does.
 */
export async function blockScriptFiles(page: Page): Promise<void> {
  await page.route('**/*', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.continue()))
}

/** A page of its own context at a width and an instant, its script files blocked, or run and hydrated. */
export async function openPageAt(
  browser: TestBrowser,
  url: string,
  { width, clock, scripts }: { width: number; clock: Date; scripts: 'blocked' | 'run' },
): Promise<Page> {
  const context = await browser.newContext({ clock, viewport: { width, height: 900 } })
  const page = await context.newPage()
  if (scripts === 'blocked') await blockScriptFiles(page)
  await page.goto(url, { waitUntil: 'load' })
  if (scripts === 'run') await hydrated(page)
  return page
}

/**
 * Each of `paths` (after `baseUrl`) opened in turn with scripts off at `width` px, with `where` to name it in a
 * failure. Each page is closed after its turn and the context after the last, also when an assertion in the loop fails.
 */
export async function* pagesWithoutScripts(
  browser: TestBrowser,
  baseUrl: string,
  width: number,
  paths: readonly string[],
): AsyncGenerator<{ page: Page; path: string; where: string }> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } })
  try {
    for (const path of paths) {
      const page = await context.newPage()
      try {
        await page.goto(baseUrl + path, { waitUntil: 'load' })
        yield { page, path, where: `${path} at ${width} px` }
      } finally {
        await page.close()
      }
    }
  } finally {
    await context.close()
  }
}

/** Launches the browser before a test file's tests and closes it after them; call the result for the browser. */
export function browserPerFile(): () => TestBrowser {
  let browser: TestBrowser | undefined
  let launched: Browser | undefined
  beforeAll(async () => {
    launched = await launchBrowser()
    browser = onFixedClock(launched)
  })
  afterAll(async () => {
    await launched?.close()
  })
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll: use it inside a hook or a test')
    return browser
  }
}
