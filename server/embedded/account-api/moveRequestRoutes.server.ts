import { type Request, type Response, Router, urlencoded } from 'express'
import type { ServerContext } from '../../ServerContext.server.ts'
import { currentSession } from '../../auth/currentSession.server.ts'
import { escapeHtml } from '../../auth/authPages.server.ts'
import { isSameOriginRequest, originOf } from '../../security/sameOrigin.server.ts'
import { type DemoCustomer, demoCustomerBySubject } from '../demoCustomers.server.ts'

/**
 * The embedded account API's move request (spec §2.10: the "Move request" link navigates to
 * {account-api}/moverequest). The GET only asks; the request is made by the page's own POST, which must
 * come from this site (issue 28: a link on another site, followed with the customer's session cookie,
 * filed a move request per visit) and is de-duplicated per customer.
 */
export function moveRequestRoutes(ctx: ServerContext): Router {
  const router = Router()
  const signedInCustomer = async (req: Request) => {
    const session = await currentSession(ctx.storage.sessions, req)
    return session ? demoCustomerBySubject(session.subject) : undefined
  }

  router.get('/moverequest', async (req, res) => {
    const customer = await signedInCustomer(req)
    if (!customer) return askToSignIn(res)
    const pending = await ctx.storage.embeddedServices.hasRecentMoveRequest(customer.account.customerNumber)
    if (pending) return page(res, 200, 'Your move request is on its way', onItsWay(customer))
    page(res, 200, 'Request a move', confirmation(customer, req.baseUrl))
  })

  router.post('/moverequest', urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
    if (!isSameOriginRequest(req, originOf(ctx.site().config.brand.siteUrl)))
      return page(
        res,
        403,
        'Please use the button on this page',
        '<p><a href="/api/auth/move-request">Request a move</a></p>',
      )
    const customer = await signedInCustomer(req)
    if (!customer) return askToSignIn(res)
    const created = await ctx.storage.embeddedServices.storeMoveRequest(customer.account.customerNumber)
    if (created) page(res, 200, 'Your move request was started', started(customer))
    else page(res, 200, 'Your move request is on its way', onItsWay(customer))
  })

  return router
}

function askToSignIn(res: Response): void {
  page(
    res,
    401,
    'Please sign in first',
    '<p>Sign in to your Harbor account to request a move.</p><p><a href="/api/auth/move-request">Sign in and request a move</a></p>',
  )
}

function confirmation(customer: DemoCustomer, mount: string): string {
  const { custName, customerNumber } = customer.account
  return `<p>${escapeHtml(custName)}, we will start a move request for customer number ${escapeHtml(customerNumber)}.</p>
<form method="post" action="${escapeHtml(`${mount}/moverequest`)}"><button type="submit">Request the move</button></form>
<p><a href="/account">Back to your account</a></p>`
}

function started(customer: DemoCustomer): string {
  const { custName, customerNumber, phone1 } = customer.account
  return `<p>Thank you, ${escapeHtml(custName)}. We have started a move request for customer number ${escapeHtml(customerNumber)}.</p>
<p>A moving specialist will call you at ${escapeHtml(phone1)} to schedule the move of your system.</p>
<p><a href="/account">Back to your account</a></p>`
}

function onItsWay(customer: DemoCustomer): string {
  const { customerNumber, phone1 } = customer.account
  return `<p>We already have a move request for customer number ${escapeHtml(customerNumber)}. A moving specialist will call you at ${escapeHtml(phone1)}.</p>
<p><a href="/account">Back to your account</a></p>`
}

function page(res: Response, status: number, heading: string, body: string): void {
  res.status(status).set('Cache-Control', 'no-store').type('html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(heading)} | Harbor Home Security</title>
<style>body{font-family:system-ui,sans-serif;margin:0;color:#1d2433}main{max-width:36rem;margin:4rem auto;padding:0 1.25rem}a{color:#0b4f9c}button{margin:1rem 0;padding:.7rem 1.5rem;font-size:1rem;font-weight:700;border-radius:2rem;border:0;background:#0b4f9c;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #1d2433;outline-offset:2px}</style></head>
<body><main><h1>${escapeHtml(heading)}</h1>${body}</main></body></html>`)
}
