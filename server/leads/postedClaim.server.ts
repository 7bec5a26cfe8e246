import type { Request, RequestHandler, Response } from 'express'
import type { ServerContext } from '../ServerContext.server.ts'
import type { PageModel } from '../../runtime/PageModel.ts'
import { type PostedLeadForm, postedValuesOf } from '../../services/leads/postedForm.ts'
import { ANSWER_CLAIM, type AnswerClaim } from '../offers/offerClaimsRouter.server.ts'
import { POSTED_PAGE, type PostedPage, contentKey, pageAndAttributionOf } from './postedFormRequest.server.ts'
import { setSentFormCookie } from './sentFormCookie.server.ts'
import { claimFormIdOf } from '../../blocks/OfferClaimForm/claimFormId.ts'
import { leadContentOf } from '../../services/leads/leadContent.ts'

/** The offer claim form's id on its page, as the block's own code makes it (blocks/OfferClaimForm). */
export function claimFormOn(page: PageModel, blockId: string): string | null {
  const block = page.blocks.find((candidate) => candidate.id === blockId)
  if (block?.type !== 'OfferClaimForm') return null
  return claimFormIdOf(block.props, page.context)
}

/**
 * An offer claim posted without scripts goes through the middleware chain of POST /api/offer-claims (validation, the
 * per-address and per-customer-number limits, the customer check, one claim per customer), answered here:
 * accepted, 303 to the page's thank-you; otherwise the page with the server's words and the values entered.
 */
export function takePostedClaim(
  ctx: ServerContext,
  claimHandlers: RequestHandler,
  req: Request,
  res: Response,
  page: PageModel,
  blockId: string,
  formId: string,
): Promise<boolean> {
  const values = postedValuesOf(req.body)
  const { page: leadPage, attribution } = pageAndAttributionOf(req, page)
  const claim = {
    formId,
    page: leadPage,
    customerNumber: values.customerNumber?.trim() ?? '',
    contact: claimContactOf(values),
    attribution,
  }
  req.body = { idempotencyKey: contentKey([formId, leadPage.routeName, claim.customerNumber, claim.contact]), ...claim }
  return new Promise<boolean>((resolve, reject) => {
    const answer: AnswerClaim = (status, body) => {
      if (body.status === 'accepted') {
        setSentFormCookie(res, { pathname: req.path, blockId }, ctx.production)
        res.redirect(303, `${req.originalUrl}#${blockId}`)
        return resolve(true)
      }
      const form: PostedLeadForm =
        body.status === 'invalid'
          ? {
              blockId,
              values,
              outcome: 'invalid',
              fieldErrors: body.fieldErrors,
              ...(Object.keys(body.fieldErrors).length ? {} : { message: body.message }),
            }
          : {
              blockId,
              values,
              outcome: 'unavailable',
              fieldErrors: {},
              message: body.message,
              ...(body.status === 'refused' ? { refusal: body.reason } : {}),
              ...(body.status === 'limited' ? { refusal: 'limited' } : {}),
            }
      res.locals[POSTED_PAGE] = { form, status: body.status === 'invalid' ? 422 : status } satisfies PostedPage
      resolve(false)
    }
    res.locals[ANSWER_CLAIM] = answer
    void claimHandlers(req, res, (error?: unknown) => (error ? reject(toError(error)) : resolve(false)))
  })
}

/** A claim's contact: the lead forms' one reading of the values (leadContentOf), without a ZIP, which claims do not ask. */
function claimContactOf(values: Parameters<typeof leadContentOf>[0]) {
  const { zip: _zip, ...contact } = leadContentOf(values).contact
  return contact
}

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)))

/**
 * The page a form shown after a redirect is on, with the state of a sent form: an offer claim's thank-you
 * also says the server's accepted words (site-config/offers.json), as after a scripted claim.
 */
export function sentFormState(ctx: Pick<ServerContext, 'site'>, url: string, blockId: string): PostedLeadForm {
  const sent: PostedLeadForm = { blockId, outcome: 'sent', values: {}, fieldErrors: {} }
  const site = ctx.site()
  const page = site.resolve(url)
  if (page.status !== 200 || !claimFormOn(page, blockId)) return sent
  return { ...sent, message: site.config.offers.messages.accepted }
}
