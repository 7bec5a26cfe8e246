import type { LeadPage } from '../../services/leads/contract.ts'
import type { LeadPageFacts } from '../../services/leads/payloads.ts'
import type { PageModel, PagePhones } from '../../runtime/PageModel.ts'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import { canonicalUrl } from '../../runtime/routing/resolvePage.ts'
import type { ShopLeadSource } from '../catalogue/catalogueLeadSource.server.ts'

/** The numbers a page shows once rendered: its loaders' (setPhones) over its route's (renderedPhonesFor). */
export type RenderedPhones = (site: SiteRuntime, model: PageModel) => Promise<PagePhones>

/** A page as the site names it: the route table's page name and canonical URL, never the browser's words. */
export interface SitePage {
  name: string
  url: string
}

export interface LeadIntakePageFacts extends LeadPageFacts {
  salesPhone: string
  /** The page the confirmation e-mail names. */
  page: SitePage
}

/**
 * What the server trusts about the page a lead came from: it resolves the page URL with the site's own
 * routes, so the lead source and the partner come from routes.json/partners.json, never from the browser.
 * An unknown page gets the site's defaults (the 404 page model carries them). On the shop, the lead source
 * is the catalogue's (spec 9.3). The sales number is the one the page shows (`renderedPhones`).
 */
export async function pageFactsOf(
  site: SiteRuntime,
  page: Pick<LeadPage, 'pageUrl'>,
  shopLeadSource: ShopLeadSource,
  renderedPhones: RenderedPhones,
): Promise<LeadIntakePageFacts> {
  let model: PageModel
  try {
    model = site.resolve(page.pageUrl)
  } catch {
    return {
      onPartnerRoute: false,
      pageLeadSource: site.config.constants.leads.defaultLeadSource,
      salesPhone: site.config.phones.sales,
      page: homePage(site),
    }
  }
  const { context } = model
  // A catalogue that cannot be read must not lose the lead: the page's own lead source stands in.
  const fromCatalogue = await shopLeadSource(site, context).catch(() => null)
  // The number the page itself gives (a location's local line, set by its loader), as its header and footer do.
  const phones = await renderedPhones(site, model).catch(() => context.phones)
  return {
    onPartnerRoute: context.partner !== null,
    pageLeadSource: fromCatalogue ?? context.leadSource,
    salesPhone: phones.sales,
    page: sitePageOf(site, model),
  }
}

/**
 * The page a mail may name for a resolved page model. A page that is not found, or whose path holds values
 * taken from the URL (route parameters), is named as the home page: its path would carry the sender's text.
 */
export function sitePageOf(site: SiteRuntime, model: PageModel): SitePage {
  if (model.status !== 200 || Object.keys(model.context.params).length > 0) return homePage(site)
  return {
    name: model.context.pageName,
    url: canonicalUrl(site.config, model.context.canonicalPath) || site.config.brand.siteUrl,
  }
}

function homePage(site: SiteRuntime): SitePage {
  return { name: site.resolve('/').context.pageName, url: canonicalUrl(site.config, '/') || site.config.brand.siteUrl }
}
