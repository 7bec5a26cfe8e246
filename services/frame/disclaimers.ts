/** The footer's disclaimers (spec 2.9), keys of `navigation.footer.disclaimers`. */
export type DisclaimerKey = 'monitoringCommitment' | 'financing' | 'servicePlan' | 'partnerOffer'

export interface DisclaimerPage {
  canonicalPath: string
  /** The route's layout: camera and device pages use the `product` layout. */
  layout: string
  /** The kind of the partner bound to the page, if any. */
  partnerKind: string | null
}

/** Camera and product pages are the routes on the product layout. */
const PRODUCT_LAYOUTS = new Set(['product'])
/** Spec 2.9 names these two as exceptions to the 36-month text. */
const NO_COMMITMENT_TEXT = new Set(['/', '/monitoring'])

/**
 * Which disclaimers a page's footer shows, in display order (spec 2.9): the 36-month text on camera and
 * product pages other than / and /monitoring; the financing and service-plan terms everywhere; the
 * partner-offer legal text on the security-partner offer pages (partners of kind `partner-offer`).
 */
export function footerDisclaimers(page: DisclaimerPage): DisclaimerKey[] {
  const keys: DisclaimerKey[] = []
  if (page.partnerKind === 'partner-offer') keys.push('partnerOffer')
  if (PRODUCT_LAYOUTS.has(page.layout) && !NO_COMMITMENT_TEXT.has(page.canonicalPath)) keys.push('monitoringCommitment')
  keys.push('financing', 'servicePlan')
  return keys
}
