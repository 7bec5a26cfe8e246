import type { BlockServices } from '../../runtime/render/BlockServices.ts'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import { type SiteServices, blockServicesFor, createSiteServices } from '../../server/siteServices.server.ts'
import { readUpstreamSettings } from '../../server/upstreams.server.ts'
import { repoRoot } from './fixtureSite.ts'
import { realSite } from './realSite.ts'

let cached: SiteServices | undefined

/**
 * The repository's services as a server with no upstream configured builds them (the content and catalogue
 * files), once per test file. Checkout orders need a running server: tests of those hand loaders a fake.
 */
export function realSiteServices(): SiteServices {
  cached ??= createSiteServices({ root: repoRoot, env: {}, upstreams: readUpstreamSettings({}) })
  return cached
}

/** What the loaders of a page of `site` are handed: the real services with that site's settings. */
export function servicesFor(site: SiteRuntime = realSite()): BlockServices {
  return blockServicesFor(realSiteServices(), site)
}
