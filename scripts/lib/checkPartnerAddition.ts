import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type SiteCheck, checkSite } from '../../runtime/config/loadSite.server.ts'
import { PARTNERS_FILE } from '../../runtime/config/IssueSink.ts'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'

/**
 * Checks the whole site as it would be with `partnersText` as partners.json, before anything is
 * written: a partner can break other files' checks (a route's block props, a duplicate path).
 * `readConfigFile` reads the other files; by default, from disk under `rootDir`.
 */
export function checkSiteWithPartners(
  rootDir: string,
  partnersText: string,
  readConfigFile?: (relativePath: string) => string,
): SiteCheck {
  const readOther = readConfigFile ?? ((file: string) => readFileSync(join(rootDir, file), 'utf8'))
  return checkSite(rootDir, { readConfigFile: (file) => (file === PARTNERS_FILE ? partnersText : readOther(file)) })
}

export interface PartnerPage {
  path: string
  aliases: string[]
  routeName: string
}

/** The pages a partner has on the compiled site, from templates and from routes bound to it. */
export function pagesOfPartner(runtime: SiteRuntime, partnerId: string): PartnerPage[] {
  return runtime.routes
    .filter((route) => route.partner?.id === partnerId)
    .map((route) => ({ path: route.path, aliases: route.aliases, routeName: route.key }))
}
