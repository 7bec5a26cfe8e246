import type { PageContextData } from '../../runtime/PageModel.ts'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import type { CatalogueClient } from '../../runtime/render/BlockServices.ts'

/**
 * Spec 9.3: "For /shop, the lead source is derived from the catalogue." On routes that declare
 * `overrides.leadSourceFromCatalogue` (the /shop family) and belong to no partner, the lead source is the
 * lead source of the shop's default catalogue; null elsewhere, where the page's own lead source stands
 * (a partner's mapped name, a route override, or "DTC Outbound").
 */
export async function catalogueLeadSource(
  site: SiteRuntime,
  context: Pick<PageContextData, 'routeName' | 'partner'>,
  catalogues: CatalogueClient,
  defaultCatalogId: string,
): Promise<string | null> {
  if (context.partner) return null
  const route = site.config.routes.routes.find((candidate) => candidate.name === context.routeName)
  if (route?.overrides?.leadSourceFromCatalogue !== true) return null
  const catalogue = await catalogues.catalogue(defaultCatalogId)
  return catalogue?.leadSource ?? null
}

/** The shop's lead source for a page (catalogueLeadSource), or null where the page's own stands. */
export type ShopLeadSource = (
  site: SiteRuntime,
  context: Pick<PageContextData, 'routeName' | 'partner'>,
) => Promise<string | null>

/**
 * catalogueLeadSource through the server's catalogue client and the shop's default catalogue; the services are
 * reached on the first call, so a catalogue that cannot be read fails that call (which the intake survives).
 */
export function shopLeadSourceOf(
  services: () => { catalogue: CatalogueClient; shop: { defaultCatalogId: string } },
): ShopLeadSource {
  return async (site, context) => {
    const { catalogue, shop } = services()
    return catalogueLeadSource(site, context, catalogue, shop.defaultCatalogId)
  }
}
