import type { Request, RequestHandler, Response } from 'express'
import type { ServerContext } from '../ServerContext.server.ts'
import type { PageModel } from '../../runtime/PageModel.ts'
import { type PostedLeadForm, postedValuesOf } from '../../services/leads/postedForm.ts'
import { ANSWER_CLAIM, type AnswerClaim } from '../offers/offerClaimsRouter.server.ts'
import { POSTED_PAGE, type PostedPage, contentKey, pageAndAttributionOf } from './postedFormRequest.server.ts'
import { setSentFormCookie } from './sentFormCookie.server.ts'

/** The offer claim form's id on its page, as the block's own code makes it (blocks/OfferClaimForm). */
export function claimFormOn(page: PageModel, blockId: string): string | null {
  const block = page.blocks.find((candidate) => candidate.id === blockId)
  if (block?.type !== 'OfferClaimForm') return null
  return block.props.formId ?? `${page.context.partner?.slug ?? 'partner'}-${block.props.offer}-claim-form`
}

/**
 * An offer claim posted without scripts goes through the handlers of POST /api/offer-claims (validation, the
 * per-address and per-customer-number limits, the customer check, one claim per customer), answered here:
 * accepted, 303 to the page's thank-you; otherwise the page with the server's words and the values entered.
 */
export function takePostedClaim(
  ctx: ServerContext,
  handlers: RequestHandler[],
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
    contact: {
      firstName: values.firstName?.trim() ?? '',
      lastName: values.lastName?.trim() ?? '',
      email: values.email?.trim() ?? '',
      phone: values.phone?.trim() ?? '',
    },
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
    runHandlers(handlers, req, res, (error) => (error ? reject(toError(error)) : resolve(false)))
  })
}

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)))

/** Runs Express handlers in turn, as a router would, ending with `done` when one calls next() past the last. */
function runHandlers(handlers: RequestHandler[], req: Request, res: Response, done: (error?: unknown) => void): void {
  let index = 0
  const next = (error?: unknown) => {
    if (error !== undefined && error !== null) return done(error)
    const handler = handlers[index++]
    if (!handler) return done()
    try {
      const result: unknown = handler(req, res, next)
      if (result instanceof Promise) result.catch(next)
    } catch (thrown) {
      next(thrown)
    }
  }
  next()
}

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
