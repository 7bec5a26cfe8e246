import type { Request, RequestHandler, Response } from 'express'
import type { ServerContext } from '../../ServerContext.server.ts'
import type { PageModel } from '../../../runtime/PageModel.ts'
import type { CheckoutOrderSummaryProps } from '../../../schemas/generated/blocks/CheckoutOrderSummaryProps.ts'
import { validateLeadRequest } from '../../../services/leads/requestValidation.ts'
import { leadContentOf } from '../../../services/leads/leadContent.ts'
import type { LeadRequest } from '../../../services/leads/contract.ts'
import {
  POSTED_FORM_FIELD,
  type PostedLeadForm,
  postedText,
  postedValuesOf,
} from '../../../services/leads/postedForm.ts'
import {
  ADDRESS_FIELDS,
  type AddressField,
  addressProblems,
  trimmedAddress,
} from '../../../services/checkout/installationAddress.ts'
import { rememberVisitContact } from '../../visit/visitContact.server.ts'
import type { LeadIntake } from '../../leads/leadsRouter.server.ts'
import {
  POSTED_PAGE,
  type PostedPage,
  contentKey,
  pageAndAttributionOf,
  postedFormBody,
  postedPageAt,
  refusedCrossSite,
} from '../../leads/postedFormRequest.server.ts'
import { readCheckoutOrder } from '../../checkout/checkoutApiClient.server.ts'
import { checkoutApiKey } from '../processSecrets.server.ts'
import { zipServiceableFor } from '../../zip/zipRouter.server.ts'
import { zipPlaceOf } from '../../zip/zipPlace.server.ts'
import type { ZipPlace } from '../../../runtime/render/BlockServices.ts'

/** What the handler reads besides the post: the order (checkout API) and spec §4.4's ZIP check. */
export interface OrderContactReaders {
  /** The order of that number and token from the checkout API; null when there is none. */
  order(orderNumber: string, token: string): Promise<Record<string, unknown> | null>
  /** A failed check counts as serviceable (spec §8). */
  zipServiceable(zip: string): Promise<boolean>
  /** The ZIP database's city and state for a ZIP (placeOfZip; {} when none or the lookup failed). */
  zipPlace(zip: string): Promise<ZipPlace>
}

/**
 * The order page's contact step posted without scripts (rater D2: the post ended in a raw 405 and the buyer's
 * details were lost). The browser posts the step's fields urlencoded to the page's own URL; the same checks as the
 * scripted step apply, through the same lead intake (its limits and its outbox, so nothing is lost): spec §5's
 * messages and the address's at their fields (422, values kept); a ZIP the company does not serve files the lead
 * through the invalid-ZIP call and says spec §8's "We are not able to service your area yet." (200); otherwise the
 * lead, with the order number as the scripted step sends it, and the page's next state (200). That state is the
 * answer to the post itself, not a redirect: it shows the address the buyer gave, which only this answer holds (the
 * spec's lead has no address field); a repeated post the same day is the same lead (contentKey).
 */
export function orderContactPosts(
  ctx: ServerContext,
  intake: () => LeadIntake,
  readers: OrderContactReaders = checkoutReaders(ctx),
): RequestHandler[] {
  const handle: RequestHandler = (req, res, next) => {
    if (req.method !== 'POST') return next()
    takeOrderContact(ctx, intake(), readers, req, res).then((handled) => (handled ? undefined : next()), next)
  }
  return [postedFormBody(), handle]
}

function checkoutReaders(ctx: ServerContext): OrderContactReaders {
  return {
    order: (orderNumber, token) =>
      readCheckoutOrder(ctx.upstreams.checkout.baseUrl, checkoutApiKey(ctx.env), orderNumber, token),
    zipServiceable: zipServiceableFor(ctx),
    zipPlace: zipPlaceOf(ctx),
  }
}

/** The order page's block of that id, when the page shows one. */
function orderBlockOn(page: PageModel, blockId: unknown): { id: string; props: CheckoutOrderSummaryProps } | null {
  if (page.status !== 200 || typeof blockId !== 'string') return null
  const block = page.blocks.find((candidate) => candidate.id === blockId)
  return block?.type === 'CheckoutOrderSummary' ? { id: block.id, props: block.props } : null
}

async function takeOrderContact(
  ctx: ServerContext,
  intake: LeadIntake,
  readers: OrderContactReaders,
  req: Request,
  res: Response,
): Promise<boolean> {
  const page = postedPageAt(ctx, req, Date.now())
  const block = page && orderBlockOn(page, (req.body as Record<string, unknown> | undefined)?.[POSTED_FORM_FIELD])
  if (!page || !block) return false
  res.set('Cache-Control', 'no-store')
  if (refusedCrossSite(ctx, req, res)) return true
  const values = postedValuesOf(req.body)
  // City and state the buyer left empty come from the ZIP's place, as the scripted step fills them in.
  const address = await withPlaceOfZip(postedAddressOf(req.body), values.zip ?? '', readers)
  const show = (state: Pick<PostedLeadForm, 'outcome' | 'fieldErrors'>, status: number) => {
    res.locals[POSTED_PAGE] = { form: { blockId: block.id, values, address, ...state }, status } satisfies PostedPage
    return false
  }
  const { order = '', token = '' } = page.context.params
  const found = await readers.order(order, token)
  // No such order (the page answers 404), or one already placed (the page shows its confirmation): nothing to file.
  if (!found || found.confirmation) return show({ outcome: 'invalid', fieldErrors: {} }, found ? 200 : 404)
  const answered = found.checkoutOrderNumber
  const orderNumber = typeof answered === 'string' || typeof answered === 'number' ? String(answered) : order

  const request = orderLeadRequest(req, page, block.props.contactFormId, values, orderNumber)
  const checked = validateLeadRequest(request)
  // Every field's message at once, as the scripted step shows them: spec §5's for the contact, the block's for the address.
  const fieldErrors = {
    ...(checked.ok ? {} : checked.fieldErrors),
    ...addressProblems(address, block.props.installationAddress),
  }
  if (!checked.ok || Object.keys(fieldErrors).length) return show({ outcome: 'invalid', fieldErrors }, 422)
  // Spec §4.4 and §8, as the shop's ZIP check: an unserved ZIP is kept as an invalid-ZIP lead; no slot, no payment.
  if (!(await readers.zipServiceable(checked.value.contact.zip))) {
    await intake('invalid-zip', checked.value, req, res)
    return show({ outcome: 'zipNotFound', fieldErrors: {} }, 200)
  }
  const outcome = await intake('lead', checked.value, req, res)
  if (outcome.status === 'accepted') {
    // The intake kept the contact for this visit; the address goes with it, so a reload shows it again (the lead
    // itself has no address field).
    await rememberVisitContact(ctx, req, res, trimmedAddress(address))
    return show({ outcome: 'sent', fieldErrors: {} }, 200)
  }
  if (outcome.status === 'limited') res.set('Retry-After', String(outcome.retryAfterSeconds))
  return show({ outcome: 'unavailable', fieldErrors: {} }, outcome.status === 'limited' ? 429 : 503)
}

/** The address with an empty city or state filled from the ZIP's place (placeOfZip), when the ZIP names one. */
async function withPlaceOfZip(
  address: Partial<Record<AddressField, string>>,
  zip: string,
  readers: OrderContactReaders,
): Promise<Partial<Record<AddressField, string>>> {
  if (address.city?.trim() && address.state?.trim()) return address
  const place = await readers.zipPlace(zip)
  return {
    ...address,
    city: address.city?.trim() || place.city || '',
    state: address.state?.trim() || place.state || '',
  }
}

/** The address fields of a post, as text (a field left out is ''). */
function postedAddressOf(body: unknown): Partial<Record<AddressField, string>> {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, postedText(body, field) ?? '']))
}

/**
 * The lead the scripted step sends (OrderContactForm's submitLead): a general lead from the order's contact form
 * with the order number as its answer; the page from the route of the URL posted to.
 */
function orderLeadRequest(
  req: Request,
  page: PageModel,
  formId: string,
  values: PostedLeadForm['values'],
  orderNumber: string,
): LeadRequest {
  const { contact } = leadContentOf(values)
  const request = {
    formId,
    kind: 'general' as const,
    ...pageAndAttributionOf(req, page),
    contact,
    answers: { orderNumber },
  }
  return {
    idempotencyKey: contentKey([formId, request.page.routeName, contact, orderNumber]),
    ...request,
  }
}
