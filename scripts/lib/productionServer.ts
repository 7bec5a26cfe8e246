import { type ChildProcess, spawn } from 'node:child_process'
import { freePort } from './freePort.ts'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The compiled production server, written by `npm run build` (scripts/build/bundleServer.ts). */
export const SERVER_BUNDLE = 'dist/node/server.mjs'

/** The servers started here listen on loopback only. */
export const HOST = '127.0.0.1'

export interface RunningServer {
  port: number
  /** The server's process id, to read its CPU time (the benchmarks). */
  pid: number
  baseUrl: string
  /** Everything the server printed so far, for error messages and log assertions. */
  output(): string
  /** Resolves once the server has printed `text` (already, or later): an event to wait on instead of a sleep. */
  waitForOutput(text: string): Promise<void>
  /** SIGTERM (graceful close), SIGKILL after `forceAfterMs` (5 s); resolves with the exit code (null: killed). */
  stop(forceAfterMs?: number): Promise<number | null>
  /** SIGKILL at once, as a crash would: nothing is closed or finished; resolves once the process is gone. */
  kill(): Promise<void>
}

export interface ProductionServerOptions {
  /** Listen on this port (e.g. to restart an instance where a proxy expects it); default: a free one. */
  port?: number
}

/**
 * Starts the compiled production server (dist/node/server.mjs, plain Node, as `npm start` runs it) on the build
 * in dist/, bound to loopback on a free port, and resolves once
 * /api/health answers. Used by the browser tests and the benchmark.
 */
export async function startProductionServer(
  root: string,
  env: Record<string, string> = {},
  options: ProductionServerOptions = {},
): Promise<RunningServer> {
  // A fresh data directory per server, so tests and benchmarks never share or keep leads and orders,
  // removed once the server has stopped so runs do not pile folders up in /tmp.
  const dataDir = mkdtempSync(join(tmpdir(), 'harbor-data-'))
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true })
  try {
    const server = await startServerProcess(
      root,
      ['--enable-source-maps', SERVER_BUNDLE],
      { NODE_ENV: 'production', DATA_DIR: dataDir, ...env },
      options,
    )
    return { ...server, stop: (forceAfterMs?: number) => server.stop(forceAfterMs).finally(removeDataDir) }
  } catch (error) {
    removeDataDir()
    throw error
  }
}

/**
 * Starts a Node server script (`args` after the node binary) in `cwd` with PORT and HOST set to a free
 * loopback port, and resolves once its /api/health answers.
 */
export async function startServerProcess(
  cwd: string,
  args: string[],
  env: Record<string, string> = {},
  options: ProductionServerOptions = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort())
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, PORT: String(port), HOST, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const outputWaiters = new Set<() => void>()
  const onOutput = (chunk: Buffer) => {
    output += chunk.toString()
    for (const check of outputWaiters) check()
  }
  child.stdout.on('data', onOutput)
  child.stderr.on('data', onOutput)
  const waitForOutput = (text: string) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!output.includes(text)) return
        outputWaiters.delete(check)
        resolve()
      }
      outputWaiters.add(check)
      check()
    })
  // If the caller dies, the server must not outlive it.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  const stop = (forceAfterMs?: number) => {
    process.off('exit', killOnExit)
    return stopChild(child, forceAfterMs)
  }
  const kill = async () => {
    process.off('exit', killOnExit)
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await exited
  }
  const baseUrl = `http://${HOST}:${port}`
  try {
    await waitForHealth(baseUrl, child, () => output)
  } catch (error) {
    await stop()
    throw error
  }
  return { port, pid: child.pid!, baseUrl, output: () => output, waitForOutput, stop, kill }
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`)
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`server did not answer /api/health within 60 s:\n${output()}`)
}

function stopChild(child: ChildProcess, forceAfterMs = 5000): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode)
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), forceAfterMs)
    child.once('exit', (code) => {
      clearTimeout(force)
      resolve(code)
    })
    child.kill('SIGTERM')
  })
}
