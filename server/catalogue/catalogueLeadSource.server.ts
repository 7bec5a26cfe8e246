import type { PageContextData } from '../../runtime/PageModel.ts'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import type { CatalogueClient } from './CatalogueClient.ts'
import { sharedCatalogueClient } from './catalogueClient.server.ts'
import { loadShopSettings } from './shopSettings.server.ts'

/**
 * Spec 9.3: "For /shop, the lead source is derived from the catalogue." On routes that declare
 * `overrides.leadSourceFromCatalogue` (the /shop family) and belong to no partner, the lead source is the
 * lead source of the shop's default catalogue; null elsewhere, where the page's own lead source stands
 * (a partner's mapped name, a route override, or "DTC Outbound").
 */
export async function catalogueLeadSource(
  site: SiteRuntime,
  context: Pick<PageContextData, 'routeName' | 'partner'>,
  catalogues: CatalogueClient = sharedCatalogueClient(),
  defaultCatalogId: string = loadShopSettings().defaultCatalogId,
): Promise<string | null> {
  if (context.partner) return null
  const route = site.config.routes.routes.find((candidate) => candidate.name === context.routeName)
  if (route?.overrides?.leadSourceFromCatalogue !== true) return null
  const catalogue = await catalogues.catalogue(defaultCatalogId)
  return catalogue?.leadSource ?? null
}
