import type { SiteRuntime } from '../runtime/SiteRuntime.ts'
import type { SiteStorage } from './storage/siteStorage.server.ts'
import type { UpstreamSettings } from './upstreams.server.ts'
import type { RateLimitBackend } from './rateLimits/rateLimitBackend.server.ts'

/**
 * What every server feature (the site's /api routers and the embedded default services) is built from.
 * Features take this and return an express Router; nothing reads process.env or opens files on its own,
 * so tests build a context with an in-memory storage and their own upstream URLs.
 */
export interface ServerContext {
  /** The current site (reloaded in development when config changes). */
  site: () => SiteRuntime
  /** Upstream base URLs; an embedded service's URL points at its mount under /embedded on this server. */
  upstreams: UpstreamSettings
  /** Every durable thing (sessions, sign-ins, the lead outbox, claims, orders, keys), behind repositories. */
  storage: SiteStorage
  /** The project root, for files under site-config/ and data/. */
  root: string
  /** Environment the server started with (secrets are read from here, only in .server.ts code). */
  env: NodeJS.ProcessEnv
  production: boolean
  /** Where rate limits count: Redis when REDIS_URL is set (shared by every instance); memory when absent. */
  rateLimits?: RateLimitBackend
  /**
   * Registers work to finish on SIGTERM after the HTTP server stopped taking requests and before the
   * database closes (e.g. the lead relay's deliveries in flight). Optional so tests can leave it out.
   */
  onShutdown?: (task: () => Promise<void>) => void
}
