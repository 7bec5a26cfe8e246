import { createHash } from 'node:crypto'
import type { Request, Response } from 'express'
import type { ServerContext } from '../ServerContext.server.ts'
import type { PageModel } from '../../runtime/PageModel.ts'
import type { ShopCartProps } from '../../schemas/generated/blocks/ShopCartProps.ts'
import { makeLeadEmail } from '../../services/ecommerce/index.ts'
import { ecommerceLeadRequest } from '../../services/ecommerce/ecommerceLead.ts'
import { validateLeadRequest } from '../../services/leads/requestValidation.ts'
import type { LeadIntake } from '../leads/leadsRouter.server.ts'
import { pageAndAttributionOf } from '../leads/postedFormRequest.server.ts'
import { visitContactOf } from '../visit/visitContact.server.ts'

/** The package a no-script order is of, as the order notice and the lead name it. */
export interface ChosenPackage {
  packageName: string
  /** The catalogue's lead source, or the partner's on a partner's shop (spec §9.3), as the cart's meta holds it. */
  leadSource: string
}

/**
 * The e-commerce lead of a package ordered without scripts (issue 25): the lead the scripted cart's Checkout sends
 * (blocks/ShopCart/checkoutCart.ts, through services/ecommerce ecommerceLeadRequest) with the same fields, sent by the
 * server through the lead forms' intake (validated, limited, stored in the outbox before any upstream is tried, so an
 * upstream outage loses nothing). The scripted cart sends it with every Checkout, its lead e-mail generated for the
 * shop visit (spec §3.6); here the visit is the order: the e-mail is made from the order key, so the same order
 * (a retry, a second Choose that finds the open order) names the same lead e-mail, hence the same lead key, and the
 * outbox keeps one lead. The ZIP is the one the visit gave (the shop's ZIP check, a lead form), as the cart sends the
 * ZIP it checked. Never fails the order: a lead not taken is logged.
 */
export async function sendPackageOrderLead(
  ctx: ServerContext,
  intake: LeadIntake,
  { req, res, page, cart }: { req: Request; res: Response; page: PageModel; cart: ShopCartProps },
  { orderKey, chosen }: { orderKey: string; chosen: ChosenPackage },
): Promise<void> {
  try {
    const { zip = '' } = await visitContactOf(ctx.storage.visitContacts, req.headers.cookie)
    const request = ecommerceLeadRequest({
      email: orderLeadEmail(orderKey, ctx.site().config.brand.companyDomain),
      zip,
      selectedPackage: chosen.packageName,
      leadSource: chosen.leadSource,
      formId: cart.leadFormId,
      ...pageAndAttributionOf(req, page),
    })
    const checked = validateLeadRequest(request)
    if (!checked.ok) throw new Error(checked.message)
    const outcome = await intake('lead', checked.value, req, res)
    if (outcome.status !== 'accepted') throw new Error(outcome.message)
  } catch (error) {
    console.error(
      `e-commerce lead of order ${orderKey} not taken: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

/**
 * The lead e-mail of an order, ecomm.{uuid}@{domain} (spec §3.6), its uuid made from the order key: one per order,
 * always the same for it. A hash, so the lead systems never see the key that names the order at the checkout API.
 */
export function orderLeadEmail(orderKey: string, domain: string): string {
  const hex = createHash('sha256').update(`ecommerce-lead\n${orderKey}`).digest('hex')
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
  return makeLeadEmail(uuid, domain)
}
