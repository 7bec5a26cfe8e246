import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { repoRoot } from '../../support/fixtureSite.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

let server: ChildProcess | undefined

/** Starts the production server on the build in dist/ once for all browser tests. */
export async function setup(project: TestProject): Promise<void> {
  if (!existsSync(join(repoRoot, 'dist/server')) || !existsSync(join(repoRoot, 'dist/client/index.html'))) {
    throw new Error('Browser tests need a build: run `npm run build` first (npm test does).')
  }
  const port = await freePort()
  server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  server.stdout!.on('data', (chunk) => (output += chunk))
  server.stderr!.on('data', (chunk) => (output += chunk))
  const baseUrl = `http://127.0.0.1:${port}`
  await waitForHealth(baseUrl, () => output)
  project.provide('baseUrl', baseUrl)
}

export async function teardown(): Promise<void> {
  if (!server || server.exitCode !== null) return
  const exited = new Promise((resolve) => server!.once('exit', resolve))
  server.kill('SIGTERM')
  await exited
}

async function waitForHealth(baseUrl: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`server exited:\n${output()}`)
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`server did not answer within 30 s:\n${output()}`)
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}
