import express, { type Express, type RequestHandler } from 'express'
import compression from 'compression'
import { apiRouter } from './api/apiRouter.server.ts'
import { embeddedServices } from './embedded/embeddedServices.server.ts'
import { pageHandler } from './pageHandler.server.ts'
import { signInGate } from './auth/signInGate.server.ts'
import { sitemapHandler } from './sitemap.server.ts'
import type { PrerenderedPage } from './prerenderedPages.server.ts'
import type { ServerContext } from './ServerContext.server.ts'
import { trustProxySetting } from './trustProxy.server.ts'
import { refuseHostLikePaths } from './security/pathGuard.server.ts'
import { securityHeaders } from './security/securityHeaders.server.ts'
import { ROUTER_MOUNTS } from './routerMounts.server.ts'
import { siteServicesOf } from './siteServices.server.ts'
import { serviceOrigins } from './security/pageOrigins.server.ts'
import { signedInCustomerOf } from './auth/signedInCustomer.server.ts'
import { visitContactOf } from './visit/visitContact.server.ts'
import { signedInCustomerInfoOf } from './auth/sessionCustomerInfo.server.ts'
import { zipPlaceOf } from './zip/zipPlace.server.ts'
import { leadFormPosts } from './leads/leadFormPosts.server.ts'
import { startedLeadsFeature } from './leads/leadsRouter.server.ts'
import { startedOfferClaimsFeature } from './offers/offerClaimsRouter.server.ts'
import { zipServiceableFor } from './zip/zipRouter.server.ts'
import { schedulingPosts } from './scheduling/schedulingPosts.server.ts'
import { packageOrderPosts } from './checkout/packageOrderPosts.server.ts'
import { shopZipChecks } from './zip/shopZipChecks.server.ts'
import { orderContactPosts } from './embedded/checkout/orderContactPosts.server.ts'

export interface AppParts {
  ctx: ServerContext
  /** Serves built files (production) or Vite's dev middleware (development). */
  assets: RequestHandler
  prerendered: () => Map<string, PrerenderedPage>
}

export function createApp(parts: AppParts): Express {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', trustProxySetting(parts.ctx.env))
  app.use(securityHeaders(parts.ctx.production))
  app.use(refuseHostLikePaths)
  app.use(compression())
  app.use(parts.assets)
  const [api, embedded, sitemap] = ROUTER_MOUNTS
  app.get(sitemap, sitemapHandler(parts.ctx))
  app.use(api, apiRouter(parts.ctx))
  app.use(embedded, embeddedServices(parts.ctx))
  // A page's lead form posted without scripts: taken here, answered with a redirect or with the page below.
  app.use(
    leadFormPosts(
      parts.ctx,
      () => startedLeadsFeature(parts.ctx).intake,
      () => startedOfferClaimsFeature(parts.ctx).claimHandlers,
      zipServiceableFor(parts.ctx),
    ),
  )
  // /scheduling's booking posted without scripts, and the confirmation after its redirect.
  app.use(schedulingPosts(parts.ctx, () => startedLeadsFeature(parts.ctx).intake))
  // The order page's contact step posted without scripts: the lead filed, the page answered in its next state.
  app.use(orderContactPosts(parts.ctx, () => startedLeadsFeature(parts.ctx).intake))
  // A shop's package chosen without scripts (answered with the checkout redirect), and its ZIP checked without them.
  app.use(packageOrderPosts(parts.ctx, () => startedLeadsFeature(parts.ctx).intake))
  app.use(shopZipChecks(parts.ctx))
  app.use(signInGate(parts.ctx))
  app.use(
    pageHandler(
      parts.ctx.site,
      parts.prerendered,
      siteServicesOf(parts.ctx),
      serviceOrigins(parts.ctx.upstreams, parts.ctx.env),
      signedInCustomerOf(parts.ctx.storage.sessions),
      {
        contact: (req) => visitContactOf(parts.ctx.storage.visitContacts, req.headers.cookie),
        account: signedInCustomerInfoOf(parts.ctx),
        zipPlace: zipPlaceOf(parts.ctx),
      },
    ),
  )
  return app
}
