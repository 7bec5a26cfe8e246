/**
 * The site's own ZIP endpoints (/api/zip/…) and the embedded lead API they ask (/embedded/lead-api), mounted
 * on the studio so the preview's ZIP checks (shop ZIP hero, lead forms, the service-availability modal)
 * answer as `npm start` does with its embedded defaults: the same routers, the same serviceableArea.json.
 * The environment is deliberately not read: the studio never reaches a company service, only the embedded one.
 */
import express, { type Router } from 'express'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import type { ServerContext } from '../../server/ServerContext.server.ts'
import { openSqliteStorage } from '../../server/storage/siteStorage.server.ts'
import { readUpstreamSettings } from '../../server/upstreams.server.ts'
import { zipRouter } from '../../server/zip/zipRouter.server.ts'
import { createLeadApiZipClient } from '../../server/zip/leadApiZipClient.server.ts'
import { leadApiKey } from '../../server/leads/upstream/credentials.server.ts'
import { embeddedLeadApiRouter } from '../../server/embedded/lead-api/leadApiRouter.server.ts'

export interface SiteZipApi {
  /** Mounted at /api: only the ZIP routes of the site's API. */
  api: Router
  /** Mounted at /embedded/lead-api, where the ZIP routes' lead client reaches it over HTTP. */
  embeddedLeadApi: Router
  close(): void
}

/** `selfOrigin` is how the studio reaches itself (http://127.0.0.1:PORT), known once it listens. */
export function siteZipApi(root: string, site: () => SiteRuntime, selfOrigin: string): SiteZipApi {
  // A throwaway database: the embedded lead API keeps its tables there; the studio stores nothing.
  const storage = openSqliteStorage(':memory:')
  const env: NodeJS.ProcessEnv = {}
  const ctx: ServerContext = {
    site,
    upstreams: readUpstreamSettings(env, selfOrigin),
    storage,
    root,
    env,
    production: false,
  }
  const api = express.Router()
  // The lead API asked is the studio's own (this process): a slow answer means a busy studio, not an outage, so it
  // is waited for rather than counted as serviceable after the site's 5 s, which would show an editor a wrong answer.
  const client = createLeadApiZipClient({
    baseUrl: ctx.upstreams.leadApi.baseUrl,
    apiKey: () => leadApiKey(ctx),
    timeoutMs: 60_000,
  })
  api.use(zipRouter(ctx, client))
  const embeddedLeadApi = express.Router()
  embeddedLeadApi.use(embeddedLeadApiRouter(ctx))
  return { api, embeddedLeadApi, close: () => void storage.close() }
}
