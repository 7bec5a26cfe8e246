import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { STAMP_FILE, buildFingerprint, buildIsCurrent } from '../buildStamp.js'

const repoRoot = join(import.meta.dirname, '../..')
const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/**
 * A site folder with the start command, the stamp module and a fake build: its `npm run build` writes a
 * "compiled server" that prints how it was run, then the stamp, as the real build's last step does.
 */
function siteWithFakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'harbor-start-'))
  folders.push(root)
  mkdirSync(join(root, 'scripts'))
  for (const file of ['start.js', 'buildStamp.js'])
    copyFileSync(join(repoRoot, 'scripts', file), join(root, 'scripts', file))
  mkdirSync(join(root, 'pages'))
  writeFileSync(join(root, 'pages/page.ts'), 'export {}\n')
  writeFileSync(join(root, 'routes.json'), '{}\n')
  const server = `console.log('served by', process.execArgv.join(' ') || 'plain node', process.env.NODE_ENV)`
  const build = [
    `mkdirSync('dist/node', { recursive: true })`,
    `writeFileSync('dist/node/server.mjs', ${JSON.stringify(server)})`,
    `console.log('fake build ran')`,
  ].join(';')
  writeFileSync(
    join(root, 'package.json'),
    JSON.stringify({
      type: 'module',
      scripts: {
        build: `node -e "import('node:fs').then(({ mkdirSync, writeFileSync }) => { ${build.replaceAll('"', '\\"')} })" && node scripts/buildStamp.js`,
      },
    }),
  )
  return root
}

function start(root: string): string {
  const run = spawnSync(process.execPath, ['scripts/start.js'], { cwd: root, encoding: 'utf8' })
  expect(run.status, run.stderr).toBe(0)
  return run.stdout
}

describe('the build stamp', () => {
  it('changes with an input file and ignores tests', () => {
    const root = siteWithFakeBuild()
    const before = buildFingerprint(root)
    mkdirSync(join(root, 'pages/__tests__'))
    writeFileSync(join(root, 'pages/__tests__/page.test.ts'), 'export {}\n')
    expect(buildFingerprint(root)).toBe(before)
    writeFileSync(join(root, 'routes.json'), '{ "routes": [] }\n')
    expect(buildFingerprint(root)).not.toBe(before)
  })
})

describe('npm start (scripts/start.js)', () => {
  it('builds when there is no build, then does not build again, and runs the compiled server with plain node', () => {
    const root = siteWithFakeBuild()
    const first = start(root)
    expect(first).toContain('fake build ran')
    expect(readFileSync(join(root, STAMP_FILE), 'utf8')).toBe(buildFingerprint(root))
    expect(first).toContain('served by plain node production')

    const second = start(root)
    expect(second).not.toContain('fake build ran')
    expect(second).toContain('served by plain node production')
  })

  it('builds again after an input changed', () => {
    const root = siteWithFakeBuild()
    start(root)
    expect(buildIsCurrent(root)).toBe(true)
    const later = new Date(Date.now() + 60_000)
    utimesSync(join(root, 'pages/page.ts'), later, later)
    expect(buildIsCurrent(root)).toBe(false)
    expect(start(root)).toContain('fake build ran')
  })
})
