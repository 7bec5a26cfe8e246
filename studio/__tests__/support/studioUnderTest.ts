import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { Page } from 'playwright-core'
import { type RunningStudio, startStudio } from '../../server/startStudio.server.ts'
import { STUDIO_TOKEN_COOKIE, STUDIO_TOKEN_HEADER } from '../../server/studioGuard.server.ts'

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
