import { repoRoot } from '../../support/fixtureSite.ts'
import { type RunningServer, startProductionServer } from '../../../scripts/lib/productionServer.ts'

export interface SiteOnStrapi {
  /** Strapi's base URL as the site is given it (https). */
  url: string
  token: string
  /** The certificate to trust for it (NODE_EXTRA_CA_CERTS). */
  caFile: string
  snapshotDir: string
}

/** What a company sets to point its site at its Strapi (with the test proxy's certificate trusted). */
export function strapiSiteEnv(strapi: SiteOnStrapi): Record<string, string> {
  return {
    STRAPI_URL: strapi.url,
    STRAPI_TOKEN: strapi.token,
    CONTENT_SNAPSHOT_DIR: strapi.snapshotDir,
    NODE_EXTRA_CA_CERTS: strapi.caFile,
  }
}

/** The site's production server (dist/node/server.mjs on the build in dist/, as npm start runs it) on Strapi. */
export function startSiteOnStrapi(strapi: SiteOnStrapi): Promise<RunningServer> {
  return startProductionServer(repoRoot, strapiSiteEnv(strapi))
}
