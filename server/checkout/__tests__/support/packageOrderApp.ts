import express from 'express'
import { afterAll, beforeAll, expect } from 'vitest'
import { packageOrderPosts } from '../../packageOrderPosts.server.ts'
import { shopOrders } from '../../shopOrder.server.ts'
import { createCheckoutLimits } from '../../checkoutLimits.server.ts'
import { embeddedServices } from '../../../embedded/embeddedServices.server.ts'
import { createLeadsFeature } from '../../../leads/leadsRouter.server.ts'
import { siteServicesOf } from '../../../siteServices.server.ts'
import type { ServerContext } from '../../../ServerContext.server.ts'
import type { StoredOrder } from '../../../storage/repositories/orderStore.server.ts'
import { POSTED_PAGE, type PostedPage } from '../../../leads/postedFormRequest.server.ts'
import { cartSystemFromPackage, findPackageRecord } from '../../../../services/catalogue/index.ts'
import { ORDER_CHOICE_FIELD, orderChoiceValue } from '../../../../blocks/shared/shop/packageOrderForm.ts'
import { startLoopbackSite } from '../../../../tests/support/loopbackSite.ts'

/**
 * The server side of a package chosen without scripts (issue 25, D5), over HTTP: the posts' handler with the embedded
 * checkout API behind it, the lead intake (its relay not started: the leads stay in the outbox to be looked at), and a
 * stand-in for the page handler that answers with the state it was given (the real page is in the e2e tests).
 */
export interface PackageOrderApp {
  ctx: ServerContext
  base: string
  /** Posts a card's choice to `path` as the browser does (urlencoded, same origin, a client address). */
  choose(
    path: string,
    fields: { packageId: string; catalogId: string; key: string },
    headers?: Record<string, string>,
  ): Promise<Response>
  /** The order behind a checkout redirect (/checkout/{number}/{token}/customer). */
  orderOf(location: string | null): Promise<StoredOrder>
  /** The price of a package in a catalogue, as the cart would hold it. */
  priceOf(catalogId: string, packageId: string): Promise<number>
  /** While true the checkout API's orders route answers 503. */
  checkoutDown: boolean
  /** Moves the clock of the order limit (a window of 60 s, 3 orders per client) and of the posts. */
  advance(ms: number): void
  close(): Promise<void>
}

export async function startPackageOrderApp(): Promise<PackageOrderApp> {
  const loopback = await startLoopbackSite()
  const { ctx, base } = loopback
  let later = 0
  const app: PackageOrderApp = {
    ctx,
    base,
    checkoutDown: false,
    choose: (path, fields, headers = {}) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: base,
          'x-forwarded-for': '203.0.113.9',
          ...headers,
        },
        body: new URLSearchParams({
          [ORDER_CHOICE_FIELD]: orderChoiceValue({ ...fields, orderKey: fields.key }),
        }).toString(),
      }),
    async orderOf(location) {
      const match = /^\/checkout\/(HB\d{8})\/([0-9a-f]{32})\/customer$/.exec(location ?? '')
      expect(match, location ?? '(no Location)').not.toBeNull()
      return (await ctx.storage.orders.find(match![1]!, match![2]!))!
    },
    async priceOf(catalogId, packageId) {
      const catalogue = (await siteServicesOf(ctx).catalogue.catalogue(catalogId))!
      return Number(cartSystemFromPackage(findPackageRecord(catalogue, packageId)!, catalogue).price)
    },
    advance: (ms) => void (later += ms),
    close: () => loopback.close(),
  }
  const now = () => Date.now() + later
  const server = express()
  // The client address comes from X-Forwarded-For, so one test plays several visitors.
  server.set('trust proxy', 'loopback')
  server.use('/embedded', (req, res, next) =>
    app.checkoutDown && req.path.startsWith('/checkout') ? void res.status(503).end() : next(),
  )
  server.use('/embedded', embeddedServices(ctx))
  const intake = createLeadsFeature(ctx, { now }).intake
  server.use(
    packageOrderPosts(
      ctx,
      () => intake,
      () => shopOrders(ctx, createCheckoutLimits({ limit: 3, windowMs: 60_000 }, undefined, now)),
      now,
    ),
  )
  server.use((_req, res) => {
    const posted = res.locals[POSTED_PAGE] as PostedPage | undefined
    if (!posted) return void res.status(405).send('Method Not Allowed')
    res.status(posted.status).json(posted.form)
  })
  loopback.server.on('request', server)
  return app
}

/** One app for the test file (started before its tests, closed after): call the getter inside a test. */
export function packageOrderAppPerFile(): () => PackageOrderApp {
  let app: PackageOrderApp | undefined
  beforeAll(async () => {
    app = await startPackageOrderApp()
  })
  afterAll(async () => {
    await app?.close()
  })
  return () => app!
}
