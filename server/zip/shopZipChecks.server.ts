import type { Request, RequestHandler, Response } from 'express'
import type { ServerContext } from '../ServerContext.server.ts'
import type { PostedLeadForm } from '../../services/leads/postedForm.ts'
import { isFiveDigitZip } from '../../services/zip/index.ts'
import { fillTemplate } from '../../blocks/shared/fillTemplate.ts'
import { POSTED_PAGE, type PostedPage, postedPageAt } from '../leads/postedFormRequest.server.ts'
import { rememberVisitContact } from '../visit/visitContact.server.ts'
import { zipChecksOf } from './zipChecks.server.ts'

/** The query value the shop's ZIP form sends when no script takes it (its input's name). */
export const SHOP_ZIP_PARAM = 'zip'

/**
 * "Check My ZIP" without scripts (issue 25, D5: `/shop?zip=75201` reloaded the page with an empty field and no
 * answer): the ZIP hero's form is a GET of the page with `?zip=`. Such a request is answered with the page rendered
 * for it (never the prerendered or a cached one: its answer is the form's state, as after a lead form's post), the
 * field filled and spec §2.3's result under it, from the server's ZIP checks the browser's check uses (zipChecksOf):
 * the required or invalid-ZIP message, the accepted message, or spec §8's not-served heading. A ZIP that passes is kept
 * for the order page, as the scripted checkout keeps the ZIP the buyer checked. A page without the hero goes on.
 */
export function shopZipChecks(ctx: ServerContext, now: () => number = Date.now): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !(SHOP_ZIP_PARAM in req.query)) return next()
    checkedZipPage(ctx, now(), req, res).then(() => next(), next)
  }
}

async function checkedZipPage(ctx: ServerContext, now: number, req: Request, res: Response): Promise<void> {
  const page = postedPageAt(ctx, req, now)
  const hero = page?.status === 200 ? page.blocks.find((block) => block.type === 'ShopZipHero') : undefined
  if (!page || hero?.type !== 'ShopZipHero') return
  const raw = req.query[SHOP_ZIP_PARAM]
  const zip = (typeof raw === 'string' ? raw : '').trim().slice(0, 10)
  const show = (state: Pick<PostedLeadForm, 'outcome' | 'fieldErrors' | 'message'>) => {
    res.set('Cache-Control', 'no-store')
    res.locals[POSTED_PAGE] = {
      form: { blockId: hero.id, values: { zip }, ...state },
      status: 200,
    } satisfies PostedPage
  }
  const { props } = hero
  if (!zip) return show({ outcome: 'invalid', fieldErrors: { zip: props.zipRequiredMessage } })
  if (!isFiveDigitZip(zip)) return show({ outcome: 'invalid', fieldErrors: { zip: props.zipInvalidMessage } })
  // A failed check counts as served (spec §8), as in the browser: nobody is turned away by an outage.
  const { serviceable } = await zipChecksOf(ctx).serviceability(zip)
  // The hero shows a field error under the field and a message as its thanks: the not-served words are the former.
  if (!serviceable)
    return show({ outcome: 'zipNotFound', fieldErrors: { zip: page.site.forms.serviceAvailabilityModal.heading } })
  await rememberVisitContact(ctx, req, res, { zip })
  show({ outcome: 'sent', fieldErrors: {}, message: fillTemplate(props.zipAcceptedMessage, { zip }) })
}
