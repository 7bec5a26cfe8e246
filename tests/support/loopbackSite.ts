import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { openSqliteStorage } from '../../server/storage/siteStorage.server.ts'
import { readUpstreamSettings } from '../../server/upstreams.server.ts'
import type { ServerContext } from '../../server/ServerContext.server.ts'
import { loadSite } from '../../runtime/config/loadSite.server.ts'
import { repoRoot } from './fixtureSite.ts'

/** A server of the real site on a loopback port, for the tests that reach its embedded services over HTTP. */
export interface LoopbackSite {
  server: Server
  /** "http://127.0.0.1:<port>" */
  base: string
  /** The real site, in-memory storage, and upstreams at `base` (the embedded company services it mounts). */
  ctx: ServerContext
  close(): Promise<void>
}

/**
 * Listens first, so the context's upstreams can name the server's own address; the test then mounts its app with
 * `server.on('request', app)`.
 */
export async function startLoopbackSite(env: ServerContext['env'] = {}): Promise<LoopbackSite> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const site = loadSite(repoRoot)
  const ctx: ServerContext = {
    site: () => site,
    upstreams: readUpstreamSettings({}, base),
    storage: openSqliteStorage(':memory:'),
    root: repoRoot,
    env,
    production: false,
  }
  return {
    server,
    base,
    ctx,
    async close() {
      server.closeAllConnections()
      server.close()
      await ctx.storage.close()
    },
  }
}
