import express, { json, type RequestHandler } from 'express'
import type { OfferClaimRequest } from '../../../../services/offers/contract.ts'
import { type SiteStorage, openSqliteStorage } from '../../../storage/siteStorage.server.ts'
import { createLeadRelay, type LeadRelay } from '../../../leads/relay.server.ts'
import { leadUpstreamCredentials } from '../../../leads/upstream/credentials.server.ts'
import { createCustomerApi } from '../../../customerApi/customerApiClient.server.ts'
import {
  TEST_API_KEY,
  contextFor,
  listen,
  postLead,
  startUpstream,
} from '../../../leads/__tests__/support/leadTestKit.ts'
import { trustProxySetting } from '../../../trustProxy.server.ts'
import {
  createOfferClaimsFeature,
  type OfferClaimsFeature,
  type OfferClaimsOptions,
} from '../../offerClaimsRouter.server.ts'

export const SUPPORT_PHONE = '(855) 555-0101'
export const FAMILY = 'https://www.harborhomesecurity.com/shieldline-family'
export const SECURITY = 'https://www.harborhomesecurity.com/shieldline-security'
export const withPhone = (text: string) => text.replaceAll('{{supportPhone}}', SUPPORT_PHONE)

const cleanups: Array<() => Promise<void>> = []
/** For afterEach: stops the servers and relays the test started. */
export async function cleanUp(): Promise<void> {
  while (cleanups.length) await cleanups.pop()!()
}

let counter = 0
/** A valid claim by the active demo customer 100234 on the family page; each call gets a fresh idempotency key. */
export function claim(overrides: Partial<OfferClaimRequest> & { pageUrl?: string } = {}): OfferClaimRequest {
  counter++
  const { pageUrl = FAMILY, ...rest } = overrides
  return {
    idempotencyKey: `claim-${process.pid}-${Date.now()}-${counter}`,
    formId: 'shieldline-family-claim-form',
    page: {
      pageName: 'security-partner-family',
      pageUrl,
      routeName: 'security-partner-family',
      partnerKey: 'shieldline',
    },
    customerNumber: '100-234',
    contact: { firstName: 'Alex', lastName: 'Morgan', email: 'alex.morgan@example.com', phone: '(214) 555-0142' },
    ...rest,
  }
}

/**
 * The offer-claims endpoint on its own server (with the app's trust proxy setting, so a test may speak for
 * any client address with X-Forwarded-For), and a relay over the same outbox (as the leads router's would be).
 */
export async function offersSite(
  upstreamOrigin: string,
  options: { storage?: SiteStorage } & Pick<OfferClaimsOptions, 'now' | 'rateLimitStores'> = {},
) {
  const storage = options.storage ?? openSqliteStorage(':memory:')
  const ctx = contextFor(storage, upstreamOrigin)
  const quiet = () => {}
  const customerApi = createCustomerApi({ baseUrl: ctx.upstreams.leadApi.baseUrl, apiKey: TEST_API_KEY }, quiet)
  const feature: OfferClaimsFeature = createOfferClaimsFeature(ctx, {
    now: options.now,
    rateLimitStores: options.rateLimitStores,
    log: quiet,
    customerApi,
  })
  const relay: LeadRelay = createLeadRelay({
    outbox: feature.outbox,
    upstreams: ctx.upstreams,
    credentials: () => leadUpstreamCredentials(ctx),
    pollMs: 20,
    backoff: { baseMs: 5, capMs: 50 },
    requestTimeoutMs: 1000,
    pauseAfterFailureMs: 20,
    log: quiet,
  })
  const app = express()
  app.set('trust proxy', trustProxySetting(ctx.env))
  app.use('/api', json(), feature.router)
  const listening = await listen(app)
  cleanups.push(async () => {
    await relay.stop()
    await listening.close()
  })
  return { url: listening.url, feature, relay, storage }
}

export const post = (url: string, body: unknown) => postLead(url, body, '/api/offer-claims')

/** The embedded lead API (customer type, claim and e-mail endpoints) behind an optional fault middleware. */
export async function upstreamWith(faults?: RequestHandler) {
  const upstream = await startUpstream(faults)
  cleanups.push(upstream.close)
  return upstream
}
