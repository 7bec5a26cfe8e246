import type { Server } from 'node:http'
import type { InstanceLifecycle } from './instanceLifecycle.server.ts'

export interface GracefulShutdownOptions {
  server: Server
  lifecycle: InstanceLifecycle
  /**
   * Background work to end while the requests drain (the lead relay: stops claiming, lets its deliveries
   * end, hands back the rest). Runs once, at the start of the shutdown.
   */
  stopWork: () => Promise<void>
  /** Closes the database and Redis connections: after the last request and the work have ended. */
  closeConnections: () => Promise<void>
  /** Past this, whatever still hangs is abandoned and the process exits with 1. */
  timeoutMs: number
  /**
   * Between "not ready" and closing the listener: resolves once the balancer has had time to see the
   * instance unready (SHUTDOWN_DRAIN_MS; default none: the listener closes at once, and a balancer that
   * retries a refused connection on another instance loses nothing).
   */
  waitForBalancer?: () => Promise<void>
  exit: (code: number) => void
  log: (line: string) => void
}

/** The default hard limit of a shutdown, above the relay's 2 s hand-back and a slow page's render. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 15_000

/** SHUTDOWN_TIMEOUT_MS and SHUTDOWN_DRAIN_MS, in milliseconds (defaults 15 s and 0). */
export function shutdownSettingsFromEnv(env: NodeJS.ProcessEnv): { timeoutMs: number; drainMs: number } {
  return {
    timeoutMs: millisecondsSetting(env, 'SHUTDOWN_TIMEOUT_MS', DEFAULT_SHUTDOWN_TIMEOUT_MS, 1),
    drainMs: millisecondsSetting(env, 'SHUTDOWN_DRAIN_MS', 0, 0),
  }
}

function millisecondsSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, least: number): number {
  const value = env[name]?.trim()
  if (!value) return fallback
  const ms = Number(value)
  if (!Number.isInteger(ms) || ms < least)
    throw new Error(`${name} must be a whole number of milliseconds, at least ${least} (found ${value})`)
  return ms
}

/**
 * The shutdown of one instance among several (on SIGTERM or SIGINT, returned here as a function of the
 * signal's name): not ready at once (the balancer's health check stops sending), no new connections
 * (server.close), idle keep-alive connections closed and the others after their answer, the requests in
 * flight finished; meanwhile the background work stops; then the connections to the database and Redis
 * close and the process exits with 0. If any of it is still hanging after `timeoutMs`, it exits with 1
 * and says what was left. A second signal changes nothing: the first shutdown goes on.
 */
export function gracefulShutdown(options: GracefulShutdownOptions): (signal: string) => Promise<void> {
  const { server, lifecycle, stopWork, closeConnections, timeoutMs, exit, log, waitForBalancer } = options
  let shutdown: Promise<void> | null = null
  return (signal) => {
    shutdown ??= run(signal)
    return shutdown
  }

  async function run(signal: string): Promise<void> {
    let stage = 'requests in flight and background work'
    const hardStop = setTimeout(() => {
      log(`shutdown (${signal}) still waiting after ${timeoutMs} ms for ${stage}: exiting with 1`)
      server.closeAllConnections()
      exit(1)
    }, timeoutMs)
    const startedAt = Date.now()
    lifecycle.drain(`shutting down (${signal})`, () => server.closeIdleConnections())
    log(`${signal}: closing (not ready; in-flight requests finish, at most ${timeoutMs} ms)`)
    const work = stopWork()
    try {
      if (waitForBalancer) await waitForBalancer()
      const requestsDone = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeIdleConnections()
      await Promise.all([requestsDone, work])
      stage = 'the database and Redis connections to close'
      await closeConnections()
    } catch (error) {
      clearTimeout(hardStop)
      log(`shutdown (${signal}) failed during ${stage}: ${error instanceof Error ? error.message : String(error)}`)
      exit(1)
      return
    }
    clearTimeout(hardStop)
    log(`${signal}: closed in ${Date.now() - startedAt} ms`)
    exit(0)
  }
}
