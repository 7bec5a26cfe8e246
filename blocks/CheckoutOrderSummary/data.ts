import type { OrderSummary } from '../../services/checkout/index.ts'
import type { OrderConfirmation } from '../../services/checkout/confirmation.ts'
import type { VisitContactDetails, ZipPlace } from '../../runtime/render/BlockServices.ts'
import type { PartnerConfig } from '../../schemas/generated/partners.ts'

/** The partner whose shop the order was made on (partners.json): its name and kind word the confirmation. */
export type OrderPartner = Pick<PartnerConfig, 'name' | 'kind'>

export interface CheckoutOrderSummaryData extends OrderSummary {
  orderNumber: string
  /** The buyer's credential for this order (from the URL): the host's confirmation request carries it. */
  token: string
  /** Stored once the buyer placed the order; the page then shows the confirmation. */
  confirmation: OrderConfirmation | null
  /** What this visitor gave earlier this visit (kept on the server behind the visit cookie); {} when nothing. */
  knownContact: VisitContactDetails
  /**
   * The part of knownContact's city and state that came from its ZIP, not from the visitor: the form fills these as
   * its own (useZipPlace), so a new ZIP replaces them where it never replaces what the buyer typed.
   */
  zipPlace: ZipPlace
  /**
   * The partner whose shop made the order (its lead source, kept by the site when it made the order), null for the
   * site's own shop: its number is the page's sales number (the loader's setPhones), its team may be the caller.
   */
  partner: OrderPartner | null
}
