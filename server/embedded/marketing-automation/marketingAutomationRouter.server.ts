import { Router, urlencoded } from 'express'
import type { ServerContext } from '../../ServerContext.server.ts'
import { leadUpstreamCredentials } from '../../leads/upstream/credentials.server.ts'
import { idempotencyKey } from '../requestHelpers.server.ts'

/**
 * The embedded default of the marketing-automation form capture (spec §7.3): a form-urlencoded POST to
 * /uploads/form/v2/{portalId}/{formId}, answered 204 like the real capture endpoint; an unknown portal or
 * form is 404. Submissions are stored in the site's database, each Idempotency-Key once.
 */
export function embeddedMarketingAutomationRouter(ctx: ServerContext): Router {
  const router = Router()
  router.post(
    '/uploads/form/v2/:portalId/:formId',
    urlencoded({ extended: false, limit: '64kb' }),
    async (req, res) => {
      const { portalId, formId } = leadUpstreamCredentials(ctx).marketingAutomation
      if (req.params.portalId !== portalId || req.params.formId !== formId) {
        return void res.status(404).json({ status: 'error', message: 'Unknown portal or form.' })
      }
      if (
        !req.is('application/x-www-form-urlencoded') ||
        typeof (req.body as { email?: unknown } | undefined)?.email !== 'string'
      ) {
        return void res
          .status(400)
          .json({ status: 'error', message: 'A form-urlencoded submission with an email is required.' })
      }
      await ctx.storage.embeddedServices.storeFormSubmission({
        portalId,
        formId,
        idempotencyKey: idempotencyKey(req),
        fields: req.body,
      })
      res.status(204).end()
    },
  )
  return router
}
