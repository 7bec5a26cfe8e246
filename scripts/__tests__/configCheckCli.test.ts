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

function runCheck(dir: string, ...flags: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', join(repoRoot, 'scripts/config-check.ts'), ...flags, dir], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
}

/** The same under libfaketime, the system clock set to `at` for the whole process. */
function runCheckAt(at: string, dir: string, ...flags: string[]) {
  return spawnSync(
    'faketime',
    [at, process.execPath, '--import', 'tsx', join(repoRoot, 'scripts/config-check.ts'), ...flags, dir],
    { cwd: repoRoot, encoding: 'utf8' },
  )
}

const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

// Each test starts a tsx process; on a loaded shared machine that alone can take longer than the 5 s default.
describe('npm run config:check', { timeout: 30_000 }, () => {
  it('passes on the real config', () => {
    const dir = copySite()
    dirs.push(dir)
    const result = runCheck(dir)
    // Once a schedule in the real config has ended, it is a warning (the test below); nothing else is printed.
    expect(result.stderr.split('\n').filter((line) => line && !line.startsWith('warning: '))).toEqual([])
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
    // A block written on the route itself (the hero is the shared section "quote-hero", whose type is fixed there).
    cameras.blocks.find((block: { section?: string }) => !block.section).type = 'Carousel'
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
        `routes\\.json:${lineOf('"type": "Carousel"')}:\\d+ routes\\[\\d+\\]\\.blocks\\[\\d+\\]\\.type: unknown block type; .*\\(found "Carousel"\\)`,
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

  it('prints the same problems as GitHub annotations with --format github', () => {
    const dir = copySite()
    dirs.push(dir)
    const file = join(dir, 'routes.json')
    const routes = JSON.parse(readFileSync(file, 'utf8'))
    routes.routes.find((r: { name: string }) => r.name === 'cameras').layout = 'fancy'
    writeFileSync(file, JSON.stringify(routes, null, 2))
    const text = runCheck(dir)
    const github = runCheck(dir, '--format', 'github')
    expect(github.status).toBe(1)
    const located = text.stderr.split('\n').filter((line) => /^\S+:\d+:\d+ /.test(line))
    const annotations = github.stderr.split('\n').filter((line) => line.startsWith('::'))
    expect(located.length).toBeGreaterThan(0)
    expect(annotations).toEqual(
      located.map((line) => {
        const [, file, row, col, rest] = /^(\S+):(\d+):(\d+) (.*)$/.exec(line)!
        return `::error file=${file},line=${row},col=${col},title=config%3Acheck::${rest}`
      }),
    )
  })

  it('after every date in the config (2030): passes with a warning, fails with --strict', () => {
    const dir = copySite()
    dirs.push(dir)
    const passes = runCheckAt('2030-01-01 12:00:00', dir)
    expect(passes.status).toBe(0)
    expect(passes.stderr).toMatch(
      /^warning: routes\.json:\d+:\d+ routes\[\d+\]\.blocks\[\d+\]\.schedule\.(endsAt|when): ended Mon, May 31, 2027, 11:59 PM CT; the block "offer-ribbon" no longer shows/m,
    )
    // The other ended date: the doorbell's declared price promotion (site-config/price-promotions.json).
    expect(passes.stderr).toMatch(/^warning: site-config\/price-promotions\.json:\d+:\d+ .*ended/m)
    // One warning per ended date (the /promotions sale banner's, which follows the doorbell promotion, too): the
    // summary counts the lines printed.
    const warnings = passes.stderr.split('\n').filter((line) => line.startsWith('warning: ')).length
    expect(warnings).toBeGreaterThanOrEqual(2)
    expect(passes.stdout).toMatch(new RegExp(`^config:check ok: .*, ${warnings} warning\\(s\\)$`, 'm'))
    const strict = runCheckAt('2030-01-01 12:00:00', dir, '--strict', '--format', 'github')
    expect(strict.status).toBe(1)
    expect(strict.stderr).toMatch(
      /^::error file=routes\.json,line=\d+,col=\d+,title=config%3Acheck::routes\[\d+\]\.blocks\[\d+\]\.schedule\.(endsAt|when): ended /m,
    )
    expect(strict.stderr).toContain(
      `config:check found ${warnings} problem(s) (${warnings} of them warnings, failed by --strict).`,
    )
  })
})
