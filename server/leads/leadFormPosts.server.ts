import type { Request, RequestHandler, Response } from 'express'
import type { ServerContext } from '../ServerContext.server.ts'
import type { PageModel } from '../../runtime/PageModel.ts'
import type { FormConfig } from '../../schemas/generated/forms.ts'
import type { LeadKind, LeadRequest } from '../../services/leads/contract.ts'
import { leadContentOf } from '../../services/leads/leadContent.ts'
import { validateLeadRequest } from '../../services/leads/requestValidation.ts'
import { validateContact } from '../../services/leads/validation/index.ts'
import {
  POSTED_FORM_FIELD,
  STEP_FIELD,
  type PostedLeadForm,
  type PostedValueField,
  postedValuesOf,
} from '../../services/leads/postedForm.ts'
import type { LeadIntake } from './leadsRouter.server.ts'
import { setSentFormCookie } from './sentFormCookie.server.ts'
import { setLeadSubmittedCookie } from './leadSubmittedCookie.server.ts'
import {
  POSTED_PAGE,
  type PostedPage,
  contentKey,
  pageAndAttributionOf,
  postedFormBody,
  postedPageAt,
  refusedCrossSite,
} from './postedFormRequest.server.ts'
import { claimFormOn, takePostedClaim } from './postedClaim.server.ts'
import { leadKindOf, sentFormIdOf } from '../../blocks/LeadForm/leadFormIdentity.ts'

/**
 * A page's lead form posted without scripts (no JavaScript, or sent before the form's code arrived): the
 * browser posts the form urlencoded to the page's own URL. The same checks as POST /api/leads apply (the
 * same-origin check of every state-changing /api route, the body limit, the spec's validation, the intake's
 * limits and outbox, through the same intake); page, partner and lead source come from the route of the URL
 * posted to, never from the body. Answers: 303 to the page (its thank-you, and the lead-submitted flag for the
 * site's other forms, leadSubmittedCookie) when the lead is stored; otherwise
 * the page itself with the form's state (422 with the spec's messages and the values entered, 429/503 with the
 * sales phone, 200 for a step form's next step). A POST that names no lead form of the page goes on (405).
 */
export function leadFormPosts(
  ctx: ServerContext,
  intake: () => LeadIntake,
  claimHandlers: () => RequestHandler,
  /** Spec §4.4's serviceability check of a ZIP (a failed check counts as serviceable, spec §8). */
  zipServiceable: (zip: string) => Promise<boolean> = async () => true,
): RequestHandler[] {
  const handle: RequestHandler = (req, res, next) => {
    if (req.method !== 'POST') return next()
    takePostedForm(ctx, { intake: intake(), claimHandlers: claimHandlers(), zipServiceable }, req, res).then(
      (handled) => (handled ? undefined : next()),
      next,
    )
  }
  return [postedFormBody(), handle]
}

interface Takers {
  intake: LeadIntake
  claimHandlers: RequestHandler
  zipServiceable: (zip: string) => Promise<boolean>
}

async function takePostedForm(
  ctx: ServerContext,
  { intake, claimHandlers, zipServiceable }: Takers,
  req: Request,
  res: Response,
): Promise<boolean> {
  const blockId = (req.body as Record<string, unknown> | undefined)?.[POSTED_FORM_FIELD]
  if (typeof blockId !== 'string') return false
  res.set('Cache-Control', 'no-store')
  if (refusedCrossSite(ctx, req, res)) return true
  const page = postedPageAt(ctx, req, Date.now())
  if (!page) return false
  const claimForm = page.status === 200 ? claimFormOn(page, blockId) : null
  if (claimForm) return takePostedClaim(ctx, claimHandlers, req, res, page, blockId, claimForm)
  const found = page.status === 200 && page.layout.leadForms ? leadFormOn(page, blockId) : null
  if (!found) return false
  const { definition, sentFormId, kind } = found
  const values = postedValuesOf(req.body)
  const show = (form: Omit<PostedLeadForm, 'blockId' | 'values'>, status: number) => {
    res.locals[POSTED_PAGE] = { form: { blockId, values, ...form }, status } satisfies PostedPage
    return false
  }

  const steps = definition.kind === 'callback' && definition.callback?.layout === 'steps'
  const asksSecuritySystem = steps && Boolean(definition.callback?.securitySystemQuestion)
  const toStep = stepOf((req.body as Record<string, unknown>)[STEP_FIELD])
  if (steps && toStep) return show(nextStep(values, toStep, asksSecuritySystem), 200)

  const request = leadRequestOf(req, page, sentFormId, kind, values, asksSecuritySystem)
  const checked = validateLeadRequest(request)
  if (!checked.ok) {
    // A step form's unanswered question sends the visitor back to its step, as the scripted form does.
    const step = !steps
      ? undefined
      : checked.fieldErrors.property_type
        ? 1
        : checked.fieldErrors.do_you_have_a_security_system
          ? 2
          : 3
    return show({ outcome: 'invalid', fieldErrors: checked.fieldErrors, ...(step ? { step } : {}) }, 422)
  }
  // Spec §4.4: a ZIP the company does not serve is kept as an invalid-ZIP lead, and the form says so.
  if (definition.kind === 'consultationWithZip' && !(await zipServiceable(checked.value.contact.zip))) {
    await intake('invalid-zip', checked.value, req, res)
    return show({ outcome: 'zipNotFound', fieldErrors: {} }, 200)
  }
  const outcome = await intake('lead', checked.value, req, res)
  if (outcome.status === 'accepted') {
    setSentFormCookie(res, { pathname: req.path, blockId }, ctx.production)
    // As a scripted lead sets lead_submitted: the site's forms that hide after a lead now say "we have your request".
    setLeadSubmittedCookie(res, ctx.production)
    res.redirect(303, `${req.originalUrl}#${blockId}`)
    return true
  }
  if (outcome.status === 'limited') res.set('Retry-After', String(outcome.retryAfterSeconds))
  return show(
    { outcome: 'unavailable', fieldErrors: {}, ...(steps ? { step: 3 } : {}) },
    outcome.status === 'limited' ? 429 : 503,
  )
}

interface PostedFormBlock {
  definition: FormConfig
  /** The form id sent with the lead, as the block's own code sends it (spec §2.10, §9.7). */
  sentFormId: string
  kind: LeadKind
}

/** The page's lead form block of that id (LeadForm, or the assessment's contact step) and its forms.json definition. */
function leadFormOn(page: PageModel, blockId: string): PostedFormBlock | null {
  const block = page.blocks.find((candidate) => candidate.id === blockId)
  if (block?.type === 'LeadForm') {
    const definition = page.site.forms.forms[block.props.formId]
    if (!definition) return null
    return { definition, sentFormId: sentFormIdOf(block.props, page.context), kind: leadKindOf(definition) }
  }
  if (block?.type === 'AssessmentContact') {
    const definition = page.site.forms.forms[block.props.formId]
    // Without scripts the quiz's answers (kept in the browser) are not there: the lead carries the contact alone.
    return definition ? { definition, sentFormId: block.props.formId, kind: 'assessment' } : null
  }
  return null
}

function stepOf(raw: unknown): 1 | 2 | 3 | null {
  return raw === '1' ? 1 : raw === '2' ? 2 : raw === '3' ? 3 : null
}

/** A step form's Next or Back: forward only past an answered question (the spec's message otherwise). */
function nextStep(
  values: Partial<Record<PostedValueField, string>>,
  toStep: 1 | 2 | 3,
  asksSecuritySystem: boolean,
): Omit<PostedLeadForm, 'blockId' | 'values'> {
  const wanted: 1 | 2 | 3 = toStep === 2 && !asksSecuritySystem ? 3 : toStep
  const checks = validateContact(asksSecuritySystem ? 'callbackWithSecuritySystem' : 'callback', {
    do_you_have_a_security_system: '',
    ...values,
  }).fieldErrors as Record<string, string>
  if (wanted >= 2 && checks.property_type)
    return { outcome: 'step', step: 1, fieldErrors: { property_type: checks.property_type } }
  if (wanted === 3 && asksSecuritySystem && checks.do_you_have_a_security_system)
    return {
      outcome: 'step',
      step: 2,
      fieldErrors: { do_you_have_a_security_system: checks.do_you_have_a_security_system },
    }
  return { outcome: 'step', step: wanted, fieldErrors: {} }
}

/**
 * The LeadRequest the form's own code would send (blocks/shared/contact/useLeadSubmission.ts): the page from
 * the route of the URL posted to, attribution from that URL's query and the request's cookies.
 */
function leadRequestOf(
  req: Request,
  page: PageModel,
  formId: string,
  kind: LeadKind,
  values: Partial<Record<PostedValueField, string>>,
  asksSecuritySystem: boolean,
): LeadRequest {
  const { contact, answers } = leadContentOf(values)
  // The step form's question is asked, so it must be answered (its rules say so only when it is sent).
  if (asksSecuritySystem) answers.do_you_have_a_security_system ??= ''
  const request = { formId, kind, ...pageAndAttributionOf(req, page), contact, answers }
  return {
    idempotencyKey: contentKey([request.formId, request.page.routeName, request.contact, request.answers]),
    ...request,
  }
}
