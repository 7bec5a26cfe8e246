import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { type RunningStudio, startStudio } from '../../server/startStudio.server.ts'

export const repoRoot = join(import.meta.dirname, '../../..')
const EDITABLE = ['routes.json', 'partners.json', 'site-config/sections.json'] as const

/**
 * A studio server on a free port, editing copies of routes.json and partners.json in a temporary folder
 * (fresh copies before each test), never the repository's own files.
 */
type Editable = (typeof EDITABLE)[number]

export function studioPerFile(): {
  url: () => string
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
    file: (name) => readFileSync(join(dir, name), 'utf8'),
    original: (name) => readFileSync(join(repoRoot, name), 'utf8'),
    /** Changes a file behind the studio's back, as another editor or a git pull would. */
    write: (name, text) => writeFileSync(join(dir, name), text),
  }
}
