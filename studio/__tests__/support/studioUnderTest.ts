import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { FrameLocator, Page } from 'playwright-core'
import { type RunningStudio, startStudio } from '../../server/startStudio.server.ts'
import { STUDIO_TOKEN_COOKIE, STUDIO_TOKEN_HEADER } from '../../server/studioGuard.server.ts'
import { type TestBrowser, collectPageErrors } from '../../../tests/e2e/support/browser.ts'
import { openStudioPage } from './studioActions.ts'

export const repoRoot = join(import.meta.dirname, '../../..')
const EDITABLE = ['routes.json', 'partners.json', 'site-config/sections.json'] as const

/**
 * A studio server on a free port, editing copies of routes.json and partners.json in a temporary folder
 * (fresh copies before each test), never the repository's own files.
 */
type Editable = (typeof EDITABLE)[number]

export function studioPerFile(): {
  url: () => string
  /** Admits a browser page to the studio (its launch token as a cookie), as opening the printed link does. */
  admit: (page: Page) => Promise<void>
  /** fetch with this launch's token, as a script talking to the studio sends it. */
  fetch: (url: string, init?: RequestInit) => Promise<Response>
  file: (name: Editable) => string
  original: (name: Editable) => string
  write: (name: Editable, text: string) => void
} {
  let studio: RunningStudio | undefined
  let dir = ''
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'studio-test-'))
    mkdirSync(join(dir, 'site-config'))
    studio = await startStudio({ root: repoRoot, editableDir: dir, port: 0 })
  })
  beforeEach(() => {
    for (const name of EDITABLE) copyFileSync(join(repoRoot, name), join(dir, name))
  })
  afterAll(async () => {
    await studio?.close()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })
  return {
    url: () => studio!.url,
    admit: (page) => page.context().addCookies([{ name: STUDIO_TOKEN_COOKIE, value: studio!.token, url: studio!.url }]),
    fetch: (url, init = {}) => {
      const headers = new Headers(init.headers)
      headers.set(STUDIO_TOKEN_HEADER, studio!.token)
      return fetch(url, { ...init, headers })
    },
    file: (name) => readFileSync(join(dir, name), 'utf8'),
    original: (name) => readFileSync(join(repoRoot, name), 'utf8'),
    /** Changes a file behind the studio's back, as another editor or a git pull would. */
    write: (name, text) => writeFileSync(join(dir, name), text),
  }
}

/**
 * Thursday 19 November 2026, 10:00 CST: a page clock for a test whose simulator picks a weekday, the next one from the
 * page's date. From the run's own date that weekday may be a closed date (Christmas and New Year's Day fall on any);
 * from here the next Sunday (22 November), Monday (23) and Tuesday (24) are ordinary.
 */
export const ORDINARY_WEEK = new Date('2026-11-19T10:00:00-06:00')

/**
 * A new browser page admitted to the studio, opened on a page once Puck shows its first block; its errors collected.
 * `clock` is the instant the page stands at (TestBrowser's default otherwise: the run's own open hours), for a test
 * whose simulator reads the page's date (a weekday chosen in the simulator is the next one from it).
 */
export async function openPageInStudio(
  browser: TestBrowser,
  studio: { url: () => string; admit: (page: Page) => Promise<void> },
  key: string,
  firstBlock: string,
  { clock }: { clock?: Date } = {},
): Promise<{ page: Page; frame: FrameLocator; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 }, clock })
  await studio.admit(page)
  const errors = collectPageErrors(page)
  const frame = await openStudioPage(page, studio.url(), key, firstBlock)
  return { page, frame, errors }
}
