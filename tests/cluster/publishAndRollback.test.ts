import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServerProcess } from '../../scripts/lib/productionServer.ts'
import { repoRoot } from '../support/fixtureSite.ts'
import { type SiteRevision, revisionHeaderValue } from '../../server/revision/siteRevision.server.ts'

/**
 * Issue 30 item 5, "Publishing" in docs/operations.md, tried as written on a copy of the site with its own git
 * history: build A and keep it, rename one partner and build B (the one-partner change whose time the
 * docs quote), serve B from releases/current, roll back to A, restart, and see A's revision and A's
 * partner name served. Prints the time of each step.
 */

const PARTNER_PAGE = '/keystoneoffer'
const OLD_NAME = 'Keystone Realty Group'
const NEW_NAME = 'Keystone Realty Partners'

const folders: string[] = []
const servers: RunningServer[] = []
afterAll(async () => {
  for (const server of servers) await server.stop()
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** What each build printed about its pages (reused or rendered), for the measurements line. */
const prerenderLines: string[] = []

/** Runs a command in `cwd`; resolves with how long it took, rejects with its output when it fails. */
function run(cwd: string, command: string, args: string[]): Promise<number> {
  const startedAt = Date.now()
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: shellEnv(), stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => {
      prerenderLines.push(...(output.match(/prerendered \d+ of \d+ pages[^\n]*/g) ?? []))
      return code === 0
        ? resolve(Date.now() - startedAt)
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output.slice(-3000)}`))
    })
  })
}

/** This process's environment without what Vitest adds (NODE_ENV=test would make a development build). */
function shellEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env }
  for (const name of Object.keys(env)) if (name === 'NODE_ENV' || name.startsWith('VITEST')) delete env[name]
  return env
}

const git = (cwd: string, ...args: string[]) =>
  run(cwd, 'git', ['-c', 'user.name=Publisher', '-c', 'user.email=publisher@example.com', ...args])

/** The site's files in a fresh folder (no build, no history), sharing this checkout's node_modules. */
function copyOfSite(): string {
  const site = mkdtempSync(join(tmpdir(), 'harbor-publish-'))
  folders.push(site)
  const leftOut = new Set(['node_modules', '.git', 'dist', 'releases', 'data', 'test-results', '.ci'])
  cpSync(repoRoot, site, { recursive: true, filter: (source) => !leftOut.has(basename(source)) })
  symlinkSync(join(repoRoot, 'node_modules'), join(site, 'node_modules'), 'dir')
  return site
}

function renamePartner(site: string, from: string, to: string): void {
  const file = join(site, 'partners.json')
  const config = JSON.parse(readFileSync(file, 'utf8')) as { partners: Array<{ name: string }> }
  const partner = config.partners.find((candidate) => candidate.name === from)!
  partner.name = to
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`)
}

const currentRevision = (site: string) =>
  JSON.parse(readFileSync(join(site, 'releases/current/dist/revision.json'), 'utf8')) as SiteRevision

/** An instance as the docs start it: the compiled server of releases/current, timed from spawn to ready. */
async function startInstance(site: string): Promise<{ server: RunningServer; ms: number }> {
  const startedAt = Date.now()
  const dataDir = mkdtempSync(join(tmpdir(), 'harbor-publish-data-'))
  folders.push(dataDir)
  const server = await startServerProcess(site, ['--enable-source-maps', 'releases/current/dist/node/server.mjs'], {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
  })
  servers.push(server)
  const ready = await fetch(`${server.baseUrl}/api/health/ready`)
  expect(ready.status).toBe(200)
  return { server, ms: Date.now() - startedAt }
}

async function served(server: RunningServer): Promise<{ revision: string | null; title: string; health: unknown }> {
  const page = await fetch(`${server.baseUrl}${PARTNER_PAGE}`)
  expect(page.status).toBe(200)
  const title = /<title>([^<]*)<\/title>/.exec(await page.text())?.[1] ?? ''
  const health = (await (await fetch(`${server.baseUrl}/api/health`)).json()) as { revision: unknown }
  return { revision: page.headers.get('x-site-revision'), title, health: health.revision }
}

describe('publishing and rolling back (docs/operations.md, "Publishing")', () => {
  it('builds A, builds B with one partner renamed, serves B, rolls back to A and serves A again', async () => {
    const site = copyOfSite()
    await git(site, 'init', '-q')
    await git(site, 'add', '-A')
    await git(site, 'commit', '-q', '-m', 'A')
    const fullBuild = await run(site, 'npm', ['run', 'build'])
    await run(site, 'npm', ['run', 'release', '--', 'keep'])
    const revisionA = currentRevision(site)

    // The change under review, merged: one partner's name.
    renamePartner(site, OLD_NAME, NEW_NAME)
    await git(site, 'commit', '-q', '-am', 'Rename a partner')
    const partnerBuild = await run(site, 'npm', ['run', 'build'])
    const keep = await run(site, 'npm', ['run', 'release', '--', 'keep'])
    const revisionB = currentRevision(site)
    expect(revisionB.commit).not.toBe(revisionA.commit)
    expect(revisionB.contentHash).not.toBe(revisionA.contentHash)

    const b = await startInstance(site)
    const servingB = await served(b.server)
    expect(servingB.revision).toBe(revisionHeaderValue(revisionB))
    expect(servingB.health).toEqual(revisionB)
    expect(servingB.title).toContain(NEW_NAME)

    // Roll back: the previous release becomes current, and the instance restarts on it.
    await run(site, 'npm', ['run', 'release', '--', 'rollback'])
    const restartStartedAt = Date.now()
    const stopStartedAt = Date.now()
    expect(await b.server.stop(60_000)).toBe(0)
    const stopMs = Date.now() - stopStartedAt
    const a = await startInstance(site)
    const restartMs = Date.now() - restartStartedAt
    const servingA = await served(a.server)
    expect(servingA.revision).toBe(revisionHeaderValue(revisionA))
    expect(servingA.health).toEqual(revisionA)
    expect(servingA.title).toContain(OLD_NAME)

    console.log(
      `publishing, measured: full build ${seconds(fullBuild)}; build after renaming one partner ${seconds(partnerBuild)}; keeping it as a release ${seconds(keep)}; ` +
        `start to ready ${seconds(b.ms)}; one instance's restart ${seconds(restartMs)} (graceful stop ${seconds(stopMs)}, ` +
        `start to ready ${seconds(a.ms)}); served ${servingB.revision}, rolled back to ${servingA.revision}; ${prerenderLines.join('; ')}`,
    )
  })
})
