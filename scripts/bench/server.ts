import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'

export const HOST = '127.0.0.1'

/** Builds only when the production server would have nothing to serve. */
export function ensureBuild(root: string): void {
  if (existsSync(join(root, 'dist/server')) && existsSync(join(root, 'dist/client/faqs/index.html'))) return
  console.log('bench: no build in dist/, running npm run build ...')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`bench: npm run build failed (exit ${result.status})`)
}

/** A port the OS just handed out, so the bench never collides with a dev server on 3000. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, HOST, () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

export interface RunningServer {
  port: number
  stop: () => Promise<void>
}

/** Starts the production server bound to loopback only and resolves once /api/health answers. */
export async function startServer(root: string): Promise<RunningServer> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  // If the bench itself dies, the server must not outlive it.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  const stop = async () => {
    process.off('exit', killOnExit)
    await stopChild(child)
  }
  try {
    await waitForHealth(port, child, () => output)
  } catch (error) {
    await stop()
    throw error
  }
  return { port, stop }
}

async function waitForHealth(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`bench: server exited with ${child.exitCode}:\n${output()}`)
    try {
      const response = await fetch(`http://${HOST}:${port}/api/health`)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`bench: server did not answer /api/health within 60 s:\n${output()}`)
}

/** SIGTERM lets it close gracefully; SIGKILL if it has not exited after 5 s. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
