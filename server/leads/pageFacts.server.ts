import type { LeadPage } from '../../services/leads/contract.ts'
import type { LeadPageFacts } from '../../services/leads/payloads.ts'
import type { PageContextData } from '../../runtime/PageModel.ts'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import { catalogueLeadSource } from '../catalogue/catalogueLeadSource.server.ts'

/**
 * What the server trusts about the page a lead came from: it resolves the page URL with the site's own
 * routes, so the lead source and the partner come from routes.json/partners.json, never from the browser.
 * An unknown page gets the site's defaults (the 404 page model carries them). On the shop, the lead source
 * is the catalogue's (spec 9.3).
 */
export async function pageFactsOf(
  site: SiteRuntime,
  page: Pick<LeadPage, 'pageUrl'>,
  shopLeadSource: typeof catalogueLeadSource = catalogueLeadSource,
): Promise<LeadPageFacts & { salesPhone: string }> {
  let context: PageContextData
  try {
    context = site.resolve(page.pageUrl).context
  } catch {
    return { onPartnerRoute: false, pageLeadSource: site.config.constants.leads.defaultLeadSource, salesPhone: site.config.phones.sales }
  }
  // A catalogue that cannot be read must not lose the lead: the page's own lead source stands in.
  const fromCatalogue = await shopLeadSource(site, context).catch(() => null)
  return { onPartnerRoute: context.partner !== null, pageLeadSource: fromCatalogue ?? context.leadSource, salesPhone: context.phones.sales }
}
