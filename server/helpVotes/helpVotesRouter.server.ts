import { Router, urlencoded, type Request } from 'express'
import type { ServerContext } from '../ServerContext.server.ts'
import { siteServicesOf } from '../siteServices.server.ts'
import { type WindowLimit, limiter } from '../rateLimits/hitCounter.server.ts'
import { memoryRateLimits } from '../rateLimits/rateLimitBackend.server.ts'
import { windowLimitFromEnv } from '../rateLimits/windowLimitFromEnv.server.ts'
import { clientKeyOf } from '../leads/intakeLimits.server.ts'
import { HELPFUL_VOTE_ENDPOINT, helpfulVoteReturn } from '../../blocks/HelpArticle/helpfulVote.ts'

/** The article route's own rule for an article's address (routes.json help-center-article). */
const ARTICLE_SLUG = /^[A-Za-z0-9][A-Za-z0-9-]{0,119}$/

/** Answers per client address: a household shares one, and nobody answers 30 articles in 10 minutes. */
export const DEFAULT_HELP_VOTE_LIMIT: WindowLimit = { limit: 30, windowMs: 10 * 60_000 }

export class HelpVoteLimitConfigError extends Error {}

/**
 * POST /api/help-votes: "Was this article helpful?" posted as a plain form (urlencoded `article`, `helpful` yes|no).
 * The same-origin rule of every /api write applies (apiRouter); within the per-address limit
 * (HELP_VOTE_LIMIT_PER_CLIENT, counted in Redis when set, allowed uncounted while it is away) an answer for an
 * article the Help Center has is stored (storage.helpVotes, read with `npm run help-votes`) and the reader goes back
 * to the article (303) to its thank-you. Over the limit, or when the database fails, nothing is stored and the
 * article says to try later; a malformed post gets 400, one for an article the Help Center does not have 404.
 */
export function helpVotesRouter(ctx: ServerContext): Router {
  const now = Date.now
  const log = (message: string) => console.warn(message)
  const settings = windowLimitFromEnv(
    ctx.env,
    'HELP_VOTE_LIMIT_PER_CLIENT',
    DEFAULT_HELP_VOTE_LIMIT,
    HelpVoteLimitConfigError,
  )
  const perClient = limiter(
    settings,
    (ctx.rateLimits ?? memoryRateLimits).counter('help-votes-per-client', settings.windowMs, now),
    {
      whenCounterFails: 'allow',
      onFailure: (error) => log(`help vote limit not counted: ${(error as Error).message}`),
    },
  )
  /**
   * Whether the Help Center has the article: an answer for none would be a row nobody reads. While the content
   * service does not answer, the answer is kept (its address has the article route's form): a reader's answer is
   * not refused for the CMS's outage.
   */
  const isArticle = async (slug: string) => {
    try {
      return (await siteServicesOf(ctx).content.article(slug)) !== null
    } catch (error) {
      log(`help vote for ${slug} kept unchecked: ${(error as Error).message}`)
      return true
    }
  }
  const router = Router()
  router.post(
    HELPFUL_VOTE_ENDPOINT.replace(/^\/api/, ''),
    urlencoded({ extended: false, limit: '2kb' }),
    async (req: Request, res) => {
      res.set('Cache-Control', 'no-store')
      const body = (req.body ?? {}) as Record<string, unknown>
      const article = typeof body.article === 'string' ? body.article : ''
      const helpful = body.helpful === 'yes' ? true : body.helpful === 'no' ? false : null
      if (!ARTICLE_SLUG.test(article) || helpful === null)
        return res.status(400).type('text/plain').send('Choose Yes or No under a Help Center article.')
      if (!(await perClient.allows(clientKeyOf(req)))) return res.redirect(303, helpfulVoteReturn(article, 'later'))
      if (!(await isArticle(article)))
        return res.status(404).type('text/plain').send('There is no Help Center article at that address.')
      try {
        await ctx.storage.helpVotes.record(article, helpful, now())
      } catch (error) {
        log(`help vote for ${article} not stored: ${(error as Error).message}`)
        return res.redirect(303, helpfulVoteReturn(article, 'later'))
      }
      res.redirect(303, helpfulVoteReturn(article, helpful ? 'yes' : 'no'))
    },
  )
  return router
}
