import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { repoRoot } from '../support/fixtureSite.ts'
import { browserPerFile } from './support/browser.ts'
import { openHours, pausedAt } from './support/clock.ts'

const OLD_HEADING = 'Security Cameras for Every Corner of Your Home'
const NEW_HEADING = 'Security Cameras for Every Door of Your Home'

interface Box {
  x: number
  y: number
  width: number
  height: number
}

function git(dir: string, args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=Review Test', '-c', 'user.email=review@example.com', ...args], {
    cwd: dir,
    encoding: 'utf8',
  }).trim()
}

/** Runs `npm run config:review` as a pull request's check would, resolving with its exit code and output. */
function configReview(cwd: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    // This checkout's config:review, run in the fixture repository (each revision is built with its own code).
    const cli = join(repoRoot, 'node_modules/tsx/dist/cli.mjs')
    const child = spawn(process.execPath, [cli, join(repoRoot, 'scripts/config-review.ts'), ...args], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => resolve({ code, output }))
  })
}

/**
 * config:review on a repository of two commits of this site — the second changes the /cameras hero heading —
 * builds both, serves both and captures only /cameras, before and after, at 375 and 1280 px, with the changed
 * area boxed where the heading is.
 */
describe('npm run config:review with screenshots', () => {
  const at = openHours()
  const browser = browserPerFile()
  let repo: string
  let out: string
  let run: { code: number | null; output: string }
  let review: {
    screenshots: Record<
      string,
      Array<{ width: number; before: string; after: string; areas: { before: Box[]; after: Box[] } }>
    >
  }

  beforeAll(async () => {
    repo = mkdtempSync(join(tmpdir(), 'review-e2e-'))
    out = join(repo, 'review-out')
    // The site as committed here, in a repository of its own.
    execFileSync('tar', ['-x', '-C', repo], {
      input: execFileSync('git', ['archive', 'HEAD'], { cwd: repoRoot, maxBuffer: 1 << 30 }),
    })
    git(repo, ['init', '-q', '-b', 'main'])
    // -f: tracked files that match .gitignore (a data/ folder of the code) are part of the site too.
    git(repo, ['add', '-A', '-f'])
    git(repo, ['commit', '-qm', 'base'])
    const routesFile = join(repo, 'routes.json')
    const routes = readFileSync(routesFile, 'utf8')
    expect(routes).toContain(`"heading": "${OLD_HEADING}"`)
    writeFileSync(routesFile, routes.replace(`"heading": "${OLD_HEADING}"`, `"heading": "${NEW_HEADING}"`))
    git(repo, ['commit', '-qam', 'a new cameras heading'])
    symlinkSync(join(repoRoot, 'node_modules'), join(repo, 'node_modules'), 'dir')
    run = await configReview(repo, ['HEAD~1', 'HEAD', '--out', out, '--at', at.toISOString()])
    if (run.code === 0) review = JSON.parse(readFileSync(join(out, 'review.json'), 'utf8')) as typeof review
    // Two builds and two servers on a shared 2-core machine: minutes, not seconds.
  }, 900_000)

  afterAll(() => {
    if (repo) rmSync(repo, { recursive: true, force: true })
  })

  it('writes the report and screenshots of the changed page only, at 375 and 1280 px', () => {
    expect(run.code, run.output).toBe(0)
    expect(run.output).toMatch(/config:review: HEAD: prerendered \d+ of \d+ pages/)
    expect(readdirSync(join(out, 'screenshots')).sort()).toEqual([
      'cameras-1280-after.png',
      'cameras-1280-before.png',
      'cameras-375-after.png',
      'cameras-375-before.png',
    ])
    expect(Object.keys(review.screenshots)).toEqual(['/cameras'])
    const markdown = readFileSync(join(out, 'report.md'), 'utf8')
    expect(markdown).toContain(`  - \`heading\`: “${OLD_HEADING}” → “${NEW_HEADING}”`)
    expect(markdown).toContain('![after, 1280 px](screenshots/cameras-1280-after.png)')
    expect(existsSync(join(out, 'report.html'))).toBe(true)
  })

  it('boxes the changed area where the heading is, and nowhere else', async () => {
    const [, wide] = review.screenshots['/cameras']!
    expect(wide!.width).toBe(1280)
    expect(wide!.areas.after.length).toBeGreaterThan(0)
    // Where the heading and its hero are on the page (the base build is this checkout's, served for the e2e tests).
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' })
    try {
      const page = await context.newPage()
      // The instant the review captured at, paused before loading as config:review's captures are.
      await pausedAt(page, at)
      await page.goto(`${inject('baseUrl')}/cameras`)
      const heading = (await page.getByRole('heading', { level: 1, name: OLD_HEADING }).boundingBox())!
      const hero = (await page.locator('#hero').boundingBox())!
      const overlaps = (a: Box, b: Box) =>
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
      expect(wide!.areas.after.some((box) => overlaps(box, heading))).toBe(true)
      for (const box of wide!.areas.after) {
        expect(box.y).toBeGreaterThanOrEqual(hero.y - 8)
        expect(box.y + box.height).toBeLessThanOrEqual(hero.y + hero.height + 8)
      }
    } finally {
      await context.close()
    }
    // The red box is drawn on the after image, at the top-left corner of the first area.
    const sharp = (await import('sharp')).default
    const [first] = wide!.areas.after
    const { data, info } = await sharp(join(out, wide!.after)).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    const at_ = ((first!.y + 3) * info.width + first!.x + 3) * 4
    expect([...data.subarray(at_, at_ + 3)]).toEqual([224, 0, 0])
  })
})
