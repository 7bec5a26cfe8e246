import type { PageContextData, SiteData } from '../../../runtime/PageModel.ts'
import { attributionSettingsFrom } from '../../../services/attribution/index.ts'
import { currentAttribution } from '../../../services/attribution/browser.ts'
import type { LeadAttribution, LeadPage } from '../../../services/leads/contract.ts'

/** Where a lead was made, from the page model's context and the browser's address (call in the browser). */
export function leadPageFrom(context: PageContextData): LeadPage {
  return {
    pageName: context.pageName,
    pageUrl: window.location.href,
    routeName: context.routeName,
    partnerKey: context.partner?.id ?? null,
  }
}

/** The browser's attribution for a lead (UTM values, click ids, analytics id, affiliate id; call in the browser). */
export function leadAttributionFrom(site: SiteData): LeadAttribution {
  return currentAttribution(attributionSettingsFrom(site))
}
