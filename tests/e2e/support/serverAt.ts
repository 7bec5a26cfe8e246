import { existsSync } from 'node:fs'
import { afterAll, beforeAll } from 'vitest'
import { type RunningServer, startProductionServer } from '../../../scripts/lib/productionServer.ts'
import { repoRoot } from '../../support/fixtureSite.ts'
import { weekdayAt } from './clock.ts'

/** libfaketime, which sets the system clock of one process (installed with the `faketime` package). */
export const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1'

/**
 * Starts a production server on the build in dist/ whose own clock stands at `instant` and runs on from there
 * (libfaketime), on a free port, resolved once it answers. For a test whose answer depends on the server's date
 * (a promotion's prices, a slot it refuses once begun, a schedule ended): the suite's shared server runs on the
 * real clock, so a test that puts the page on a fixed date and lets the server date it too would break the day
 * the real date passes that one. `env` adds to the server's environment. Stop it with `stop()`.
 *
 * It renders every page per request (STATIC_SERVING=render), on its own clock: a prerendered page is what was
 * scheduled and priced at the build's moment, and a server whose clock stands before the build would still serve
 * it (the build's pages are replaced only once a change comes after it, server/pricesValidity.server.ts).
 */
export async function startServerAt(instant: Date, env: Record<string, string> = {}): Promise<RunningServer> {
  if (!existsSync(LIBFAKETIME))
    throw new Error(`a server on a faked clock needs libfaketime at ${LIBFAKETIME} (apt-get install faketime)`)
  // "@" starts the clock at that wall time and lets it run; given in UTC, read in UTC.
  const utc = instant.toISOString().replace('T', ' ').slice(0, 19)
  return startProductionServer(repoRoot, {
    STATIC_SERVING: 'render',
    ...env,
    LD_PRELOAD: LIBFAKETIME,
    FAKETIME: `@${utc}`,
    TZ: 'UTC',
    // Timers keep the real monotonic clock, so the server's timeouts and intervals behave.
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
  })
}

/**
 * A server at `instant` (startServerAt) for the tests of the enclosing describe block (or file): started before
 * them, stopped after them. Call the result inside a test for the server.
 */
export function serverAt(instant: Date, env: Record<string, string> = {}): () => RunningServer {
  let server: RunningServer | undefined
  beforeAll(async () => {
    server = await startServerAt(instant, env)
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
  })
  return () => {
    if (!server) throw new Error('the server is started in beforeAll: use it inside a hook or a test')
    return server
  }
}

/**
 * A server serving the build as the suite's does (the static fast path), its clock on an ordinary day: 11:00 CT on the
 * first weekday from today that is not a closed date. For tests of pages with scripts off that assume an ordinary
 * day: on a closed date the server marks the day in its HTML and the call lines say the holiday's words
 * (server/closedToday.server.ts), and the suite's shared server runs on the real clock, so on a real holiday those
 * tests would read the holiday's page.
 */
export function ordinaryDayServer(): () => RunningServer {
  return serverAt(weekdayAt('11:00'), { STATIC_SERVING: 'fast' })
}
