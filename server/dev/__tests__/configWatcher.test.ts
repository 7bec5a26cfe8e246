import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type ConfigWatcher, watchConfig } from '../configWatcher.server.ts'

/** Generous: a reload waits for the file system's event and the debounce, on a machine shared by many test runs. */
const RELOAD_TIMEOUT_MS = 15_000

let dir: string
let watcher: ConfigWatcher | undefined
afterEach(() => {
  watcher?.close()
  rmSync(dir, { recursive: true, force: true })
})

/** A site folder whose reload records what routes.json held at each reload. */
function watchedSite() {
  dir = mkdtempSync(join(tmpdir(), 'config-watch-'))
  mkdirSync(join(dir, 'site-config'))
  writeFileSync(join(dir, 'routes.json'), '"v1"')
  writeFileSync(join(dir, 'partners.json'), '[]')
  writeFileSync(join(dir, 'site-config/brand.json'), '{}')
  const seen: string[] = []
  watcher = watchConfig(dir, () => void seen.push(readFileSync(join(dir, 'routes.json'), 'utf8')), { debounceMs: 20 })
  return seen
}

/** Resolves at the first reload that saw `content`; rejects after the timeout. No sleeping. */
function reloadSeeing(seen: string[], content: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(
      () => reject(new Error(`no reload saw ${content} (reloads saw: ${seen.join(', ') || 'nothing'})`)),
      RELOAD_TIMEOUT_MS,
    )
    const check = () => {
      if (!seen.includes(content)) return
      clearTimeout(timeout)
      watcher!.off('reloaded', check)
      resolve()
    }
    watcher!.on('reloaded', check)
  })
}

describe('dev config reload', { timeout: 2 * RELOAD_TIMEOUT_MS + 5_000 }, () => {
  it('keeps reloading after routes.json is replaced by a rename (atomic save, sed -i, git checkout)', async () => {
    const seen = watchedSite()
    let reloaded = reloadSeeing(seen, '"v2"')
    writeFileSync(join(dir, 'routes.json.tmp'), '"v2"')
    renameSync(join(dir, 'routes.json.tmp'), join(dir, 'routes.json'))
    await reloaded

    reloaded = reloadSeeing(seen, '"v3"')
    writeFileSync(join(dir, 'routes.json'), '"v3"')
    await reloaded
    expect(seen.at(-1)).toBe('"v3"')
  })

  it('reloads on a file replaced inside site-config', async () => {
    const seen = watchedSite()
    let failures = 0
    watcher!.on('failed', () => failures++)
    const reloaded = reloadSeeing(seen, '"v1"')
    writeFileSync(join(dir, 'site-config/brand.json.tmp'), '{"name":"x"}')
    renameSync(join(dir, 'site-config/brand.json.tmp'), join(dir, 'site-config/brand.json'))
    await reloaded
    expect(failures).toBe(0)
  })

  it('reports a reload that throws and keeps watching', async () => {
    dir = mkdtempSync(join(tmpdir(), 'config-watch-'))
    mkdirSync(join(dir, 'site-config'))
    writeFileSync(join(dir, 'routes.json'), 'broken')
    let calls = 0
    watcher = watchConfig(
      dir,
      () => {
        calls++
        JSON.parse(readFileSync(join(dir, 'routes.json'), 'utf8'))
      },
      { debounceMs: 20 },
    )
    const failed = new Promise<unknown>((resolve) => watcher!.once('failed', resolve))
    writeFileSync(join(dir, 'routes.json'), '{ broken')
    expect(await failed).toBeInstanceOf(SyntaxError)
    const reloaded = new Promise<void>((resolve) => watcher!.once('reloaded', resolve))
    writeFileSync(join(dir, 'routes.json'), '{}')
    await reloaded
    expect(calls).toBeGreaterThanOrEqual(2)
  })
})
