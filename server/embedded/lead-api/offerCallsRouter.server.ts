import { randomUUID } from 'node:crypto'
import { Router, json } from 'express'
import type { ServerContext } from '../../ServerContext.server.ts'
import { leadApiKey } from '../../leads/upstream/credentials.server.ts'
import { idempotencyKey, requireApiKey } from '../requestHelpers.server.ts'

/**
 * The embedded lead API's answers to the security-partner offer's calls (spec §7.1 items 3 and 4):
 * `POST /CJMA/Save{Partner}FormSubmission` stores a claim (it must come with `LeadApi: false`, as the
 * spec says), and `POST {send-email endpoint}` stores the e-mail in the local sink. Both check the
 * ApiKey and store each Idempotency-Key once (a repeat gets the first answer).
 */
export function embeddedOfferCallsRouter(ctx: ServerContext): Router {
  const apiKey = requireApiKey(() => leadApiKey(ctx))
  const body = json({ limit: '64kb' })
  const router = Router()

  router.post(/^\/CJMA\/Save([A-Za-z0-9]+)FormSubmission$/, apiKey, body, async (req, res) => {
    if (req.get('LeadApi') !== 'false')
      return void res
        .status(400)
        .json({ Status: 'Error', Message: 'Partner offer submissions are sent with LeadApi: false.' })
    const claim = req.body as Record<string, unknown> | undefined
    if (
      !claim ||
      typeof claim !== 'object' ||
      typeof claim.customerNumber !== 'string' ||
      typeof claim.email !== 'string'
    ) {
      return void res.status(400).json({ Status: 'Error', Message: 'customerNumber and email are required.' })
    }
    const submissionId = await ctx.storage.embeddedServices.storePartnerClaim({
      submissionId: randomUUID(),
      partner: (req.params as Record<string, string>)[0] ?? '',
      idempotencyKey: idempotencyKey(req),
      body: claim,
    })
    res.json({ Status: 'Success', Data: { submissionId } })
  })

  // The send-email path is config (site-config/offers.json), read per request so a config reload applies.
  router.post(
    /.*/,
    (req, res, next) => (req.path === ctx.site().config.offers.emails.endpoint ? next() : next('router')),
    apiKey,
    body,
    async (req, res) => {
      const email = req.body as
        | {
            messageId?: unknown
            to?: { email?: unknown; name?: unknown }
            from?: unknown
            templateId?: unknown
            data?: unknown
          }
        | undefined
      if (
        !email ||
        typeof email.messageId !== 'string' ||
        typeof email.to?.email !== 'string' ||
        typeof email.templateId !== 'string' ||
        typeof email.from !== 'string' ||
        !email.data ||
        typeof email.data !== 'object'
      ) {
        return void res
          .status(400)
          .json({ Status: 'Error', Message: 'messageId, to.email, from, templateId and data are required.' })
      }
      const stored = await ctx.storage.emails.store(
        {
          messageId: email.messageId,
          to: { email: email.to.email, name: typeof email.to.name === 'string' ? email.to.name : '' },
          from: email.from,
          templateId: email.templateId,
          data: email.data as Record<string, string>,
        },
        idempotencyKey(req),
      )
      res.json({ Status: 'Success', Data: { messageId: stored.messageId, queued: true, duplicate: stored.duplicate } })
    },
  )
  return router
}
