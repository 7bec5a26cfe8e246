import { createServer, type Server } from 'node:http'
import express from 'express'
import { apiRouter } from '../../../api/apiRouter.server.ts'
import { embeddedServices } from '../../../embedded/embeddedServices.server.ts'
import { signInGate } from '../../signInGate.server.ts'
import { trustProxySetting } from '../../../trustProxy.server.ts'
import { securityHeaders } from '../../../security/securityHeaders.server.ts'
import { readUpstreamSettings } from '../../../upstreams.server.ts'
import { openSqliteStorage } from '../../../storage/siteStorage.server.ts'
import type { ServerContext } from '../../../ServerContext.server.ts'
import { loadSite } from '../../../../runtime/config/loadSite.server.ts'
import { repoRoot } from '../../../../tests/support/fixtureSite.ts'
import type { SiteRuntime } from '../../../../runtime/SiteRuntime.ts'

export interface TestSite {
  baseUrl: string
  ctx: ServerContext
  close(): Promise<void>
}

let site: SiteRuntime | undefined

/**
 * The site's /api and /embedded routers in this process on a random loopback port, with the embedded
 * identity provider and account API, an in-memory database, and pages answered by a stand-in that only
 * says which path was rendered (the sign-in gate runs in front of it as in the real server).
 */
export async function startTestSite(
  env: NodeJS.ProcessEnv = {},
  options: { production?: boolean } = {},
): Promise<TestSite> {
  const server: Server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  site ??= loadSite(repoRoot)
  const loaded = site
  const ctx: ServerContext = {
    site: () => loaded,
    upstreams: readUpstreamSettings(env, `http://127.0.0.1:${port}`),
    storage: openSqliteStorage(':memory:'),
    root: repoRoot,
    env,
    production: options.production ?? false,
  }
  const app = express()
  app.set('trust proxy', trustProxySetting(ctx.env))
  // As in the real app (server/createApp.server.ts): every answer's security headers first.
  app.use(securityHeaders(ctx.production))
  app.use('/api', apiRouter(ctx))
  app.use('/embedded', embeddedServices(ctx))
  app.use(signInGate(ctx))
  app.use((req, res) => res.type('text').send(`page ${req.path}`))
  server.on('request', app)
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    ctx,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
        void ctx.storage.close()
      }),
  }
}
