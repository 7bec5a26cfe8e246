import { type Request, type Response, Router, urlencoded } from 'express'
import type { ServerContext } from '../../ServerContext.server.ts'
import { currentSession } from '../../auth/currentSession.server.ts'
import { isSameOriginRequest, originOf } from '../../security/sameOrigin.server.ts'
import { brandedPage, brandedStyleHashes } from '../brandedPage.server.ts'
import { plainPagePolicy } from '../../security/contentSecurityPolicy.server.ts'
import { type DemoCustomer, demoCustomerBySubject } from '../demoCustomers.server.ts'
import { moveRequestErrors, moveRequestInputOf, newAddressLine } from './moveRequestForm.server.ts'
import {
  type MovePage,
  moveRequestFiledPage,
  moveRequestFormPage,
  moveRequestOnItsWayPage,
  moveRequestReviewPage,
  signInFirstPage,
  useThisPage,
} from './moveRequestPages.server.ts'

/**
 * The embedded account API's move request (spec §2.10: the "Move request" link navigates to
 * {account-api}/moverequest), on a page in the site's brand. It asks which home, the new address and the move
 * date, shows what will be filed, and files it only on "Confirm" (issue 25 item 7). Every step after the first
 * is a POST that must come from this site (issue 28: a link on another site, followed with the customer's
 * session cookie, filed a move request per visit); a request is filed once per customer and home.
 */
export function moveRequestRoutes(ctx: ServerContext): Router {
  const router = Router()
  const signedInCustomer = async (req: Request) => {
    const session = await currentSession(ctx.storage.sessions, req)
    return session ? demoCustomerBySubject(session.subject) : undefined
  }
  const send = (res: Response, status: number, page: MovePage, customer?: DemoCustomer) =>
    res
      .status(status)
      .set('Cache-Control', 'no-store')
      // The frame's style sheet by its hash: no inline style or script besides it.
      .set('Content-Security-Policy', plainPagePolicy([], brandedStyleHashes(ctx.site().config)))
      .type('html')
      .send(
        brandedPage(ctx.site().config, {
          ...page,
          customerName: customer?.account.custName,
          width: 'wide',
        }),
      )
  // The site's name for it (spec 2.10 "Move request"), as its link says: one text, in navigation.json.
  const heading = () => ctx.site().config.navigation.account.moveRequest
  const sitesWithRequest = (customer: DemoCustomer) =>
    ctx.storage.embeddedServices.sitesWithRecentMoveRequest(customer.account.customerNumber)

  router.get('/moverequest', async (req, res) => {
    const customer = await signedInCustomer(req)
    if (!customer) return send(res, 401, signInFirstPage(ctx.site().config.brand.shortName))
    const taken = await sitesWithRequest(customer)
    if (customer.account.sites.every((site) => taken.includes(site.primarySystem)))
      return send(res, 200, moveRequestOnItsWayPage(customer), customer)
    const action = `${req.baseUrl}/moverequest`
    send(
      res,
      200,
      moveRequestFormPage({
        heading: heading(),
        customer,
        values: null,
        errors: {},
        sitesWithRequest: taken,
        action,
        now: Date.now(),
      }),
      customer,
    )
  })

  router.post('/moverequest', urlencoded({ extended: false, limit: '4kb' }), async (req, res) => {
    if (!isSameOriginRequest(req, originOf(ctx.site().config.brand.siteUrl)))
      return send(res, 403, useThisPage(heading()))
    const customer = await signedInCustomer(req)
    if (!customer) return send(res, 401, signInFirstPage(ctx.site().config.brand.shortName))
    const action = `${req.baseUrl}/moverequest`
    const step = (req.body as Record<string, unknown>).step
    const values = moveRequestInputOf(req.body)
    const now = Date.now()
    const taken = await sitesWithRequest(customer)
    // A repeated "Confirm" (a second tab, a double click) finds its request already filed.
    if (step === 'confirm' && taken.includes(values.site))
      return send(res, 200, moveRequestOnItsWayPage(customer), customer)
    const errors = step === 'edit' ? {} : moveRequestErrors(values, customer, taken, now)
    if (step === 'edit' || Object.keys(errors).length > 0) {
      // The form again, with what to fix: a page the customer reads (200, as browsers log 4xx as errors).
      return send(
        res,
        200,
        moveRequestFormPage({ heading: heading(), customer, values, errors, sitesWithRequest: taken, action, now }),
        customer,
      )
    }
    if (step !== 'confirm') return send(res, 200, moveRequestReviewPage(customer, values, action), customer)
    const filed = await ctx.storage.embeddedServices.storeMoveRequest({
      customerNumber: customer.account.customerNumber,
      siteId: values.site,
      newAddress: newAddressLine(values),
      moveDate: values.moveDate,
    })
    send(res, 200, filed ? moveRequestFiledPage(customer, values) : moveRequestOnItsWayPage(customer), customer)
  })

  return router
}
