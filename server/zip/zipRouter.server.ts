import { Router, type Response } from 'express'
import { isFiveDigitZip, locationText } from '../../services/zip/index.ts'
import type {
  ServiceabilityAnswer,
  ServiceableListAnswer,
  ZipInvalidAnswer,
  ZipLocationAnswer,
} from '../../services/zip/contract.ts'
import { VALIDATION_MESSAGES } from '../../services/leads/validation/messages.ts'
import type { ServerContext } from '../ServerContext.server.ts'
import type { LeadApiZipClient } from './leadApiZipClient.server.ts'
import { createZipChecks, zipChecksOf } from './zipChecks.server.ts'

/**
 * The browser's ZIP endpoints (contract: services/zip/contract.ts). They proxy the lead API, which needs
 * the ApiKey the browser must never see, and answer 200 even when it failed (the spec counts that as serviceable).
 * POST /api/zip/invalid-lead lives with the lead intake (server/leads), as it is stored in the same outbox.
 * A client passed in (tests) gets checks of its own; otherwise the server's shared ones are used.
 */
export function zipRouter(ctx: ServerContext, client?: LeadApiZipClient): Router {
  const checks = client ? createZipChecks(client) : zipChecksOf(ctx)
  const router = Router()
  router.get('/zip/serviceable-list', async (_req, res) => {
    const list = await checks.serviceableList()
    res
      .set('Cache-Control', list ? 'public, max-age=300' : 'no-store')
      .json({ zips: list?.zips ?? null } satisfies ServiceableListAnswer)
  })
  router.get('/zip/:zip/serviceability', async (req, res) => {
    const zip = req.params.zip
    if (!isFiveDigitZip(zip)) return invalidZip(res)
    const result = await checks.serviceability(zip)
    res.set('Cache-Control', 'no-store').json({
      zip,
      serviceable: result.serviceable,
      source: result.source,
      // The forms' own text (site-config/forms.json), so marketers change it in one place.
      message: result.serviceable ? null : ctx.site().config.forms.messages.notServiceable,
    } satisfies ServiceabilityAnswer)
  })
  router.get('/zip/:zip/location', async (req, res) => {
    const zip = req.params.zip
    if (!isFiveDigitZip(zip)) return invalidZip(res)
    const details = (await checks.client.lookup(zip)) ?? []
    res
      .set('Cache-Control', 'public, max-age=86400')
      .json({ zip, details, text: locationText(details, zip) } satisfies ZipLocationAnswer)
  })
  return router
}

function invalidZip(res: Response): void {
  res.status(400).json({ status: 'invalid', message: VALIDATION_MESSAGES.zip } satisfies ZipInvalidAnswer)
}

/**
 * Spec §4.4's check for a form posted without scripts (server/leads/leadFormPosts), the same as the browser's:
 * the serviceable list when it loaded, else the lead API's answer for the ZIP; a failed or missing answer counts
 * as serviceable (spec §8), so nobody is turned away by an outage.
 */
export function zipServiceableFor(ctx: ServerContext): (zip: string) => Promise<boolean> {
  const checks = zipChecksOf(ctx)
  return async (zip) => !isFiveDigitZip(zip) || (await checks.serviceability(zip)).serviceable
}
