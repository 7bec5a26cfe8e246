import type { SiteRuntime } from '../SiteRuntime.ts'
import { loadSite } from '../config/loadSite.server.ts'

let loadedHere: SiteRuntime | undefined

/**
 * The runtime the server compiled at start and passed in pageContextInit; the prerenderer, which
 * has no server, loads its own once.
 */
export function siteRuntimeFor(pageContext: object): SiteRuntime {
  const fromServer = (pageContext as { siteRuntime?: SiteRuntime }).siteRuntime
  if (fromServer) return fromServer
  loadedHere ??= loadSite(process.cwd())
  return loadedHere
}
