import type { PageContextData } from '../../../runtime/PageModel.ts'
import type { LeadPage } from '../../../services/leads/contract.ts'

/** Where a lead was made, from the page model's context and the browser's address (call in the browser). */
export function leadPageFrom(context: PageContextData): LeadPage {
  return { pageName: context.pageName, pageUrl: window.location.href, routeName: context.routeName, partnerKey: context.partner?.id ?? null }
}
