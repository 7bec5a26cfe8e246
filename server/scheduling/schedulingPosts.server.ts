import type { Request, RequestHandler, Response } from 'express'
import type { ServerContext } from '../ServerContext.server.ts'
import type { PageModel } from '../../runtime/PageModel.ts'
import type { SchedulingPickerProps } from '../../schemas/generated/blocks/SchedulingPickerProps.ts'
import { validateLeadRequest } from '../../services/leads/requestValidation.ts'
import { POSTED_FORM_FIELD, type PostedLeadForm, postedValuesOf } from '../../services/leads/postedForm.ts'
import {
  type CompleteSchedule,
  offeredSchedule,
  postedScheduleOf,
  schedulingLeadRequest,
} from '../../services/scheduling/index.ts'
import type { LeadIntake } from '../leads/leadsRouter.server.ts'
import {
  POSTED_PAGE,
  type PostedPage,
  contentKey,
  pageAndAttributionOf,
  postedFormBody,
  postedPageAt,
  refusedCrossSite,
} from '../leads/postedFormRequest.server.ts'
import { bookedSlotOf, setBookedSlotCookie } from './bookedSlotCookie.server.ts'
import { leadContentOf } from '../../services/leads/leadContent.ts'

/**
 * /scheduling's form posted without scripts (scripts blocked, failed, or not there yet): the browser posts the
 * pickers and the contact fields urlencoded to the page's own URL. The first post usually carries a date and a time
 * of day only (the arrival times of a window need the window): the page answers 200 with the arrival times of that
 * window to choose from. A post with all three, each still offered now (spec §4.11, the server's clock), and valid
 * contact fields (spec §5's messages) goes through the leads' intake like POST /api/leads: 303 to the page, which then
 * confirms the slot (bookedSlotCookie); otherwise the page with the values kept (422, or 429/503 with the phone).
 * A GET carrying the booked-slot cookie of this page is handed to the page with the confirmation's state.
 */
export function schedulingPosts(
  ctx: ServerContext,
  intake: () => LeadIntake,
  now: () => number = Date.now,
): RequestHandler[] {
  const handle: RequestHandler = (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') {
      showBooking(ctx, req, res)
      return next()
    }
    if (req.method !== 'POST') return next()
    takePostedSchedule(ctx, intake(), now(), req, res).then((handled) => (handled ? undefined : next()), next)
  }
  return [postedFormBody(), handle]
}

/** The scheduling block of that id on the page the URL shows, with its props. */
function schedulingBlockOn(page: PageModel, blockId: unknown): SchedulingPickerProps | null {
  if (page.status !== 200 || typeof blockId !== 'string') return null
  const block = page.blocks.find((candidate) => candidate.id === blockId)
  return block?.type === 'SchedulingPicker' ? block.props : null
}

/** After the redirect: the page shows the confirmation of the booked slot (as after a scripted booking). */
function showBooking(ctx: ServerContext, req: Request, res: Response): void {
  const booked = bookedSlotOf(req)
  if (!booked || !schedulingBlockOn(ctx.site().resolve(req.originalUrl), booked.blockId)) return
  const form: PostedLeadForm = {
    blockId: booked.blockId,
    outcome: 'sent',
    values: {},
    fieldErrors: {},
    schedule: { date: '', timeOfDay: booked.timeOfDay, slot: booked.slot, bookedAt: booked.bookedAt },
  }
  res.set('Cache-Control', 'no-store')
  res.locals[POSTED_PAGE] = { form, status: 200 } satisfies PostedPage
}

async function takePostedSchedule(
  ctx: ServerContext,
  intake: LeadIntake,
  now: number,
  req: Request,
  res: Response,
): Promise<boolean> {
  const blockId = (req.body as Record<string, unknown> | undefined)?.[POSTED_FORM_FIELD]
  const page = postedPageAt(ctx, req, now)
  const props = page && schedulingBlockOn(page, blockId)
  if (!page || !props || typeof blockId !== 'string') return false
  res.set('Cache-Control', 'no-store')
  if (refusedCrossSite(ctx, req, res)) return true
  const values = postedValuesOf(req.body)
  const posted = postedScheduleOf(req.body)
  const { schedule, complete } = offeredSchedule(posted, now, page.site.hours)
  const show = (state: Pick<PostedLeadForm, 'outcome' | 'fieldErrors'>, status: number) => {
    res.locals[POSTED_PAGE] = { form: { blockId, values, schedule, ...state }, status } satisfies PostedPage
    return false
  }
  if (!complete) {
    // A date and a window still offered and no arrival time yet: the next step, that window's arrival times.
    const nextStep = Boolean(schedule.timeOfDay) && !posted.slot
    return show(
      { outcome: nextStep ? 'step' : 'invalid', fieldErrors: { slot: props.slotRequiredMessage } },
      nextStep ? 200 : 422,
    )
  }
  const checked = validateLeadRequest(bookingRequest(req, page, props.formId, values, schedule))
  if (!checked.ok) return show({ outcome: 'invalid', fieldErrors: checked.fieldErrors }, 422)
  const outcome = await intake('lead', checked.value, req, res)
  if (outcome.status === 'accepted') {
    setBookedSlotCookie(
      res,
      { pathname: req.path, blockId, slot: schedule.slot, timeOfDay: schedule.timeOfDay, bookedAt: now },
      ctx.production,
    )
    res.redirect(303, `${req.originalUrl}#${blockId}`)
    return true
  }
  if (outcome.status === 'limited') res.set('Retry-After', String(outcome.retryAfterSeconds))
  return show({ outcome: 'unavailable', fieldErrors: {} }, outcome.status === 'limited' ? 429 : 503)
}

/**
 * The scheduling lead the block's own code would send (services/scheduling submitSchedulingRequest): the page from
 * the route of the URL posted to, attribution from that URL's query and the request's cookies.
 */
function bookingRequest(
  req: Request,
  page: PageModel,
  formId: string,
  values: PostedLeadForm['values'],
  schedule: CompleteSchedule,
) {
  const { contact } = leadContentOf(values)
  const { page: leadPage, attribution } = pageAndAttributionOf(req, page)
  const { date, timeOfDay, slot } = schedule
  return schedulingLeadRequest({
    idempotencyKey: contentKey([formId, leadPage.routeName, contact, slot]),
    formId,
    contact,
    page: leadPage,
    attribution,
    date,
    timeOfDay,
    slot,
  })
}
