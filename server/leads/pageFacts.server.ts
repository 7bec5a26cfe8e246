import type { LeadPage } from '../../services/leads/contract.ts'
import type { LeadPageFacts } from '../../services/leads/payloads.ts'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'

/**
 * What the server trusts about the page a lead came from: it resolves the page URL with the site's own
 * routes, so the lead source and the partner come from routes.json/partners.json, never from the browser.
 * An unknown page gets the site's defaults (the 404 page model carries them).
 */
export function pageFactsOf(site: SiteRuntime, page: Pick<LeadPage, 'pageUrl'>): LeadPageFacts & { salesPhone: string } {
  try {
    const { context } = site.resolve(page.pageUrl)
    return { onPartnerRoute: context.partner !== null, pageLeadSource: context.leadSource, salesPhone: context.phones.sales }
  } catch {
    return { onPartnerRoute: false, pageLeadSource: site.config.constants.leads.defaultLeadSource, salesPhone: site.config.phones.sales }
  }
}

