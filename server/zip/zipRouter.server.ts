import { Router, type Response } from 'express'
import { checkServiceability, isFiveDigitZip, locationText } from '../../services/zip/index.ts'
import type {
  ServiceabilityAnswer,
  ServiceableListAnswer,
  ZipInvalidAnswer,
  ZipLocationAnswer,
} from '../../services/zip/contract.ts'
import { VALIDATION_MESSAGES } from '../../services/leads/validation/messages.ts'
import type { ServerContext } from '../ServerContext.server.ts'
import { leadApiKey } from '../leads/upstream/credentials.server.ts'
import { createLeadApiZipClient, type LeadApiZipClient } from './leadApiZipClient.server.ts'

/** How long a loaded serviceable list is reused; a failed load is retried on the next request. */
const LIST_TTL_MS = 5 * 60_000

/**
 * The browser's ZIP endpoints (contract: services/zip/contract.ts). They proxy the lead API, which needs
 * the ApiKey the browser must never see, and answer 200 even when it failed (the spec counts that as serviceable).
 * POST /api/zip/invalid-lead lives with the lead intake (server/leads), as it is stored in the same outbox.
 */
export function zipRouter(
  ctx: ServerContext,
  client: LeadApiZipClient = createLeadApiZipClient({
    baseUrl: ctx.upstreams.leadApi.baseUrl,
    apiKey: () => leadApiKey(ctx),
  }),
): Router {
  let cached: { zips: string[]; set: Set<string>; at: number } | null = null
  const serviceableList = async () => {
    if (cached && Date.now() - cached.at < LIST_TTL_MS) return cached
    const zips = await client.serviceableZips()
    if (zips) cached = { zips, set: new Set(zips), at: Date.now() }
    return zips ? cached : null
  }

  const router = Router()
  router.get('/zip/serviceable-list', async (_req, res) => {
    const list = await serviceableList()
    res
      .set('Cache-Control', list ? 'public, max-age=300' : 'no-store')
      .json({ zips: list?.zips ?? null } satisfies ServiceableListAnswer)
  })
  router.get('/zip/:zip/serviceability', async (req, res) => {
    const zip = req.params.zip
    if (!isFiveDigitZip(zip)) return invalidZip(res)
    const list = await serviceableList()
    const result = await checkServiceability(zip, {
      list: list?.set ?? null,
      askApi: (five) => client.isServiceable(five),
    })
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
    const details = (await client.lookup(zip)) ?? []
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
 * Spec §4.4's check for a form posted without scripts (server/leads/leadFormPosts): the lead API's answer for
 * the ZIP; a failed or missing answer counts as serviceable (spec §8), so nobody is turned away by an outage.
 */
export function zipServiceableFor(
  ctx: ServerContext,
  client: LeadApiZipClient = createLeadApiZipClient({
    baseUrl: ctx.upstreams.leadApi.baseUrl,
    apiKey: () => leadApiKey(ctx),
  }),
): (zip: string) => Promise<boolean> {
  return async (zip) => !isFiveDigitZip(zip) || (await client.isServiceable(zip)) !== false
}
