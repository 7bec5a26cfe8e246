import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { repoRoot } from '../../support/fixtureSite.ts'

export interface RunningServer {
  baseUrl: string
  process: ChildProcess
  output: () => string
}

/** Starts `server/index.ts` on the build in dist/ on a free loopback port and waits until it answers. */
export async function startProductionServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const server = { baseUrl: `http://127.0.0.1:${port}`, process: child, output: () => output }
  await waitForHealth(server)
  return server
}

export async function stopServer(server: RunningServer | undefined): Promise<number | null> {
  if (!server || server.process.exitCode !== null) return server?.process.exitCode ?? null
  const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)))
  server.process.kill('SIGTERM')
  return exited
}

async function waitForHealth(server: RunningServer): Promise<void> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null) throw new Error(`server exited:\n${server.output()}`)
    try {
      if ((await fetch(`${server.baseUrl}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`server did not answer within 30 s:\n${server.output()}`)
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
