import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { repoRoot } from '../../tests/support/fixtureSite.ts'

/** A copy of the site's config, schemas and block schemas that a test may break freely. */
function copySite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-config-'))
  for (const path of ['routes.json', 'partners.json', 'site-config', 'schemas'])
    cpSync(join(repoRoot, path), join(dir, path), { recursive: true })
  cpSync(join(repoRoot, 'blocks'), join(dir, 'blocks'), {
    recursive: true,
    filter: (src) => !src.includes('__tests__'),
  })
  return dir
}

function runCheck(dir: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', join(repoRoot, 'scripts/config-check.ts'), dir], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
}

const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

// Each test starts a tsx process; on a loaded shared machine that alone can take longer than the 5 s default.
describe('npm run config:check', { timeout: 30_000 }, () => {
  it('passes on the real config', () => {
    const dir = copySite()
    dirs.push(dir)
    const result = runCheck(dir)
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    expect(result.stdout).toMatch(/^config:check ok: \d+ routes/)
  })

  it('fails with every located problem, all at once, when routes.json is broken four ways', () => {
    const dir = copySite()
    dirs.push(dir)
    const file = join(dir, 'routes.json')
    const routes = JSON.parse(readFileSync(file, 'utf8'))
    const cameras = routes.routes.find((r: { name: string }) => r.name === 'cameras')
    cameras.layout = 'fancy'
    cameras.blocks[0].type = 'Carousel'
    routes.routes.find((r: { name: string }) => r.name === 'panel').blocks[0].props.tone = 'loud'
    routes.routes.find((r: { name: string }) => r.name === 'sensors').path = '/cameras'
    writeFileSync(file, JSON.stringify(routes, null, 2))
    const lines = readFileSync(file, 'utf8').split('\n')
    const lineOf = (needle: string) => lines.findIndex((line) => line.includes(needle)) + 1

    const result = runCheck(dir)
    expect(result.status).toBe(1)
    const out = result.stderr
    expect(out).toContain(`routes.json:${lineOf('"layout": "fancy"')}:7 routes[`)
    expect(out).toMatch(/routes\[\d+\]\.layout: unknown layout; expected one of: base, checkout, .* \(found "fancy"\)/)
    expect(out).toMatch(
      new RegExp(
        `routes\\.json:${lineOf('"type": "Carousel"')}:\\d+ routes\\[\\d+\\]\\.blocks\\[0\\]\\.type: unknown block type; .*\\(found "Carousel"\\)`,
      ),
    )
    expect(out).toMatch(
      new RegExp(
        `routes\\.json:${lineOf('"tone": "loud"')}:\\d+ routes\\[\\d+\\]\\.blocks\\[0\\]\\.props\\.tone: must be one of: "dark", "light", "promo" \\(Hero props\\) \\(found "loud"\\)`,
      ),
    )
    expect(out).toMatch(
      /routes\.json:\d+:\d+ routes\[\d+\]\.path: duplicate path: route "cameras" \(\/cameras\) matches the same URLs \(found "\/cameras"\)/,
    )
    // Moving /sensors away also leaves the navigation's link to it dangling.
    expect(out).toMatch(
      /site-config\/navigation\.json:\d+:\d+ header\.items\[\d+\]\.children\[\d+\]\.href: link to a page that does not exist \(found "\/sensors"\)/,
    )
    // Pages link to /sensors too, so the count grows with the content; each problem above must be there.
    expect(out).toMatch(/config:check found ([5-9]|\d\d+) problem\(s\)\./)
  })
})
