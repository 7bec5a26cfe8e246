import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { Router, urlencoded, type Request, type Response } from 'express'
import type { ServerContext } from '../../../ServerContext.server.ts'
import { AUTH_PATHS } from '../../../../services/auth/index.ts'
import { EMAIL } from '../../../../services/leads/validation/patterns.ts'
import { type DemoCustomer, demoCustomerBySubject } from '../../demoCustomers.server.ts'
import { clientKeyOf } from '../../../leads/intakeLimits.server.ts'
import { demoCustomerByEmail } from './customerCredentials.server.ts'
import { hashPassword } from './passwordHash.server.ts'
import { newPasswordProblems } from './newPasswordRules.ts'
import { type ResetLimits } from './resetLimits.server.ts'
import {
  RESET_LINK_MINUTES,
  forgotPasswordPage,
  newPasswordPage,
  passwordChangedPage,
  resetLinkProblemPage,
  resetSentPage,
} from './passwordResetPages.server.ts'

/** The template of the reset e-mail in the mail sink (docs/features/sign-in.md). */
export const PASSWORD_RESET_TEMPLATE = 'password-reset-v1'

const EMAIL_ADDRESS = new RegExp(EMAIL)

/** A form or query value as text; anything else (a list, an object) is empty. */
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '')

const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * The embedded provider's password reset, as a real identity provider has it:
 * - GET/POST /password/forgot: asks for the e-mail and always answers the same (RESET_SENT_TEXT); for a known
 *   customer within the limits it stores a single-use token (only its hash) for 30 minutes and sends the link
 *   through the embedded mail sink the lead e-mails use (`npm run leads -- emails`);
 * - GET/POST /password/reset?token=…: the new password twice, checked by newPasswordRules; saving spends the
 *   token, so the link works once, and the old password stops working.
 * Pages are never cached and send no Referer (the token is in the URL).
 */
export function passwordResetRoutes(input: {
  ctx: ServerContext
  mountPath: string
  limits: ResetLimits
  now?: () => number
}): Router {
  const { ctx, mountPath, limits, now = Date.now } = input
  const issuer = ctx.upstreams.identityProvider.baseUrl.replace(/\/$/, '')
  const router = Router()
  const form = urlencoded({ extended: false, limit: '4kb' })
  const config = () => ctx.site().config
  const forgotPath = `${mountPath}/password/forgot`
  const resetPath = `${mountPath}/password/reset`
  const send = (res: Response, status: number, html: string) =>
    void res
      .status(status)
      .set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' })
      .type('html')
      .send(html)
  // Back to the sign-in the customer came from while it lasts; else a new sign-in from the site.
  const backHref = (req: Request) => {
    const uid = textOf(req.query.interaction)
    return /^[A-Za-z0-9_-]{1,64}$/.test(uid) ? `${mountPath}/interaction/${uid}` : AUTH_PATHS.login
  }
  const forgotAction = (req: Request) =>
    `${forgotPath}${typeof req.query.interaction === 'string' ? `?interaction=${encodeURIComponent(req.query.interaction)}` : ''}`

  router.get('/password/forgot', (req, res) =>
    send(res, 200, forgotPasswordPage({ config: config(), action: forgotAction(req), backHref: backHref(req) })),
  )

  /** Stores a new reset token (its hash) for the customer and puts the link in the mail sink. */
  const mailResetLink = async (customer: DemoCustomer) => {
    const token = randomBytes(32).toString('base64url')
    const at = now()
    await ctx.storage.passwords.issueReset(customer.subject, tokenHashOf(token), at + RESET_LINK_MINUTES * 60_000, at)
    const { brand } = config()
    await ctx.storage.emails.store(
      {
        messageId: randomUUID(),
        to: { email: customer.account.emailAddress, name: customer.account.custName },
        from: `no-reply@${brand.companyDomain}`,
        templateId: PASSWORD_RESET_TEMPLATE,
        data: {
          brandName: brand.name,
          firstName: customer.account.custName.split(' ')[0] ?? '',
          resetUrl: `${issuer}/password/reset?token=${token}`,
          validMinutes: String(RESET_LINK_MINUTES),
        },
      },
      null,
    )
  }

  router.post('/password/forgot', form, async (req, res, next) => {
    try {
      const email = textOf((req.body as Record<string, unknown>).email).trim()
      const page = (status: number, error: string) =>
        send(
          res,
          status,
          forgotPasswordPage({ config: config(), action: forgotAction(req), backHref: backHref(req), email, error }),
        )
      if (!email || email.length > 254 || !EMAIL_ADDRESS.test(email))
        return page(400, 'Enter the e-mail address of your account, like name@example.com.')
      if (!(await limits.allowsClient(clientKeyOf(req))))
        return page(429, 'Too many reset requests from this connection. Please wait an hour and try again.')
      const customer = demoCustomerByEmail(email)
      // Counted for every address, known or not, so the limit itself tells nothing about accounts.
      const mayMail = await limits.allowsMail(email)
      // Answered before the link is made and mailed, so a known address takes no longer to answer than an unknown
      // one (no account enumeration by timing either). A failure is logged; the customer can ask again.
      if (customer && mayMail)
        void mailResetLink(customer).catch((error: unknown) =>
          console.error('password reset mail failed:', error instanceof Error ? error.message : error),
        )
      send(res, 200, resetSentPage({ config: config(), backHref: backHref(req) }))
    } catch (error) {
      next(error)
    }
  })

  const customerOfToken = async (token: string) => {
    const subject = token ? await ctx.storage.passwords.subjectOfLiveReset(tokenHashOf(token), now()) : undefined
    return subject ? demoCustomerBySubject(subject) : undefined
  }
  const linkProblem = (res: Response) =>
    send(res, 410, resetLinkProblemPage({ config: config(), forgotHref: forgotPath }))
  /** The set-new-password page for a live link, with the problems of a refused attempt. */
  const newPasswordPageFor = (
    token: string,
    email: string,
    problems?: Parameters<typeof newPasswordPage>[0]['problems'],
  ) => newPasswordPage({ config: config(), mountPath, action: resetPath, token, email, problems })

  router.get('/password/reset', async (req, res, next) => {
    try {
      const token = textOf(req.query.token)
      const customer = await customerOfToken(token)
      if (!customer) return linkProblem(res)
      send(res, 200, newPasswordPageFor(token, customer.account.emailAddress))
    } catch (error) {
      next(error)
    }
  })

  router.post('/password/reset', form, async (req, res, next) => {
    try {
      const body = req.body as Record<string, unknown>
      const token = textOf(body.token)
      const customer = await customerOfToken(token)
      if (!customer) return linkProblem(res)
      const password = textOf(body.password)
      const problems = newPasswordProblems({
        password,
        confirm: textOf(body.confirm),
        email: customer.account.emailAddress,
      })
      if (problems.length) return send(res, 400, newPasswordPageFor(token, customer.account.emailAddress, problems))
      const changed = await ctx.storage.passwords.completeReset(tokenHashOf(token), await hashPassword(password), now())
      if (!changed) return linkProblem(res)
      send(res, 200, passwordChangedPage({ config: config(), signInHref: AUTH_PATHS.login }))
    } catch (error) {
      next(error)
    }
  })

  return router
}
