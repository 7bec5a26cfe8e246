import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../../scripts/lib/freePort.ts'
import { HOST } from '../../scripts/lib/productionServer.ts'
import { withoutFakedClock } from '../../scripts/lib/withoutFakedClock.ts'

export interface RunningRedis {
  url: string
  port: number
  /** Everything redis-server printed, for error messages. */
  output(): string
  /** Stops the server (SIGTERM, SIGKILL after 5 s) and removes its folder. */
  stop(): Promise<void>
}

/** The Debian package's binary; REDIS_SERVER overrides it. `.ci/run` installs the package when missing. */
export const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server'

/**
 * Starts a throw-away redis-server for a test: its own temporary folder, a free loopback port, nothing
 * persisted (no RDB snapshots, no AOF). Resolves once it accepts connections (its own log line says so).
 * `port` starts it on a given port, e.g. to bring back a Redis a client is already reconnecting to.
 */
export async function startRedis(port?: number): Promise<RunningRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'harbor-redis-'))
  port ??= await freePort()
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', HOST, '--save', '', '--appendonly', 'no', '--dir', dir],
    // Redis on a clock faked for the suite never said it was ready; its keys expire after spans (PEXPIRE), no date.
    { stdio: ['ignore', 'pipe', 'pipe'], env: withoutFakedClock(process.env) },
  )
  let output = ''
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  const stop = async () => {
    process.off('exit', killOnExit)
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => child.kill('SIGKILL'), 5_000)
        child.once('exit', () => {
          clearTimeout(force)
          resolve()
        })
        child.kill('SIGTERM')
      })
    }
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes('Ready to accept connections')) resolve()
      }
      child.stdout.on('data', onData)
      child.stderr.on('data', onData)
      child.once('error', reject)
      child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}:\n${output}`)))
    })
  } catch (error) {
    await stop()
    throw error
  }
  return { url: `redis://${HOST}:${port}`, port, output: () => output, stop }
}
