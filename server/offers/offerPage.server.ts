import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import { OFFER_VARIANTS, type OfferVariant } from '../../services/offers/contract.ts'
import { type SitePage, sitePageOf } from '../leads/pageFacts.server.ts'

export interface OfferPage {
  partner: { id: string; name: string }
  variant: OfferVariant
  supportPhone: string
  /** The page as the route table names it, for the confirmation e-mail. */
  sitePage: SitePage
}

/**
 * What the server trusts about the page a claim came from: it resolves the page URL with the site's own
 * routes, and the page must be a security-partner offer page (a `partner-offer` partner's page holding an
 * OfferClaimForm block). The offer is the block's, never the browser's word. Null for any other page.
 */
export function offerPageOf(site: SiteRuntime, pageUrl: string): OfferPage | null {
  let model
  try {
    model = site.resolve(pageUrl)
  } catch {
    return null
  }
  const partner = model.context.partner
  if (model.status !== 200 || !partner || partner.kind !== 'partner-offer') return null
  const form = model.blocks.find((block) => block.type === 'OfferClaimForm')
  const variant = form?.props.offer
  if (!OFFER_VARIANTS.includes(variant as OfferVariant)) return null
  return {
    partner: { id: partner.id, name: partner.name },
    variant: variant as OfferVariant,
    supportPhone: model.context.phones.support,
    sitePage: sitePageOf(site, model),
  }
}
