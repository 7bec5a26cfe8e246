import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import express, { type RequestHandler } from 'express'
import type { LeadRequest } from '../../../../services/leads/contract.ts'
import { loadSite } from '../../../../runtime/config/loadSite.server.ts'
import type { SiteRuntime } from '../../../../runtime/SiteRuntime.ts'
import type { ServerContext } from '../../../ServerContext.server.ts'
import { queryColumn } from '../../../storage/__tests__/support/inspect.ts'
import { type SiteStorage, openSqliteStorage } from '../../../storage/siteStorage.server.ts'
import { readUpstreamSettings } from '../../../upstreams.server.ts'
import { embeddedLeadApiRouter } from '../../../embedded/lead-api/leadApiRouter.server.ts'
import { embeddedOfferCallsRouter } from '../../../embedded/lead-api/offerCallsRouter.server.ts'
import { embeddedCustomerCallsRouter } from '../../../embedded/account-api/embeddedCustomerCallsRouter.server.ts'
import { embeddedMarketingAutomationRouter } from '../../../embedded/marketing-automation/marketingAutomationRouter.server.ts'
import { createLeadsFeature, type LeadsFeature, type LeadsFeatureOptions } from '../../leadsRouter.server.ts'
import { createIntakeLimits } from '../../intakeLimits.server.ts'
import { leadApiKey } from '../../upstream/credentials.server.ts'
import { POSTED_PAGE, type PostedPage } from '../../postedFormRequest.server.ts'

export const repoRoot = join(import.meta.dirname, '../../../..')
export const TEST_API_KEY = 'test-lead-api-key'
export const TEST_ENV = {
  LEAD_API_KEY: TEST_API_KEY,
  MARKETING_AUTOMATION_PORTAL_ID: 'portal-1',
  MARKETING_AUTOMATION_FORM_ID: 'form-1',
}

let site: SiteRuntime | undefined
/** The repository's real site config, loaded once per test file. */
export function testSite(): SiteRuntime {
  return (site ??= loadSite(repoRoot))
}

let counter = 0
/** Sends form fields urlencoded to `path`, same-origin as a browser's form post, the redirect not followed. */
export type FormPost = (
  path: string,
  fields: Record<string, string>,
  headers?: Record<string, string>,
) => Promise<Response>

/**
 * A test server for a page's forms posted without scripts: `handlers` in front of a stand-in page handler that answers
 * the form state it was given as JSON (405 for a post none of them took, 204 for anything else), and its `post`.
 */
export async function formPostServer(
  handlers: ReadonlyArray<RequestHandler | RequestHandler[]>,
): Promise<Listening & { post: FormPost }> {
  const app = express()
  for (const handler of handlers) app.use(handler)
  app.use((req, res) => {
    const posted = res.locals[POSTED_PAGE] as PostedPage | undefined
    if (!posted) return void res.status(req.method === 'POST' ? 405 : 204).end()
    res.status(posted.status).json(posted.form)
  })
  const listening = await listen(app)
  const post: FormPost = (path, fields, headers = {}) =>
    fetch(`${listening.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: listening.url,
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    })
  return { ...listening, post }
}

/** A valid consultation lead from the home page; each call gets a fresh idempotency key. */
export function sampleLead(overrides: Partial<LeadRequest> = {}): LeadRequest {
  counter++
  return {
    idempotencyKey: `key-${process.pid}-${Date.now()}-${counter}`,
    formId: 'home-modal-consultation-form',
    kind: 'consultation',
    page: {
      pageName: 'home',
      pageUrl: 'https://www.harborhomesecurity.com/?utm_source=x',
      routeName: 'home',
      partnerKey: null,
    },
    contact: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '(312) 555-0142',
      zip: '75201',
    },
    answers: { referralCode: 'REF1' },
    attribution: {
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      utm_content: 'hero',
      gclid: 'g-1',
      googleClientId: 'GA1.1.2',
    },
    ...overrides,
  }
}

export function contextFor(
  storage: SiteStorage,
  upstreamOrigin: string,
  env: Record<string, string> = TEST_ENV,
): ServerContext {
  const urls = {
    LEAD_API_URL: `${upstreamOrigin}/lead-api`,
    MARKETING_AUTOMATION_URL: `${upstreamOrigin}/marketing-automation`,
  }
  return {
    site: testSite,
    upstreams: readUpstreamSettings({ ...env, ...urls }),
    storage,
    root: repoRoot,
    env: { ...env },
    production: false,
  }
}

export interface Listening {
  url: string
  server: Server
  close: () => Promise<void>
}

export async function listen(handler: RequestHandler | express.Express, port = 0): Promise<Listening> {
  const server = createServer(handler as express.Express)
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: bound } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${bound}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * A stand-in for the company's lead API and marketing automation: the embedded routers (which store each
 * Idempotency-Key once) behind an optional fault middleware, on their own database.
 */
export async function startUpstream(
  faults?: RequestHandler,
  port = 0,
): Promise<
  Listening & {
    storage: SiteStorage
    storedKeys: () => Promise<{
      leadApi: string[]
      marketingAutomation: string[]
      emails: string[]
      partnerClaims: string[]
    }>
  }
> {
  const storage = openSqliteStorage(':memory:')
  const ctx = contextFor(storage, 'http://unused')
  const app = express()
  if (faults) app.use(faults)
  // As in embeddedServices: customer calls, offer calls (partner claims, e-mail sink), then the lead API.
  app.use(
    '/lead-api',
    embeddedCustomerCallsRouter(() => leadApiKey(ctx)),
  )
  app.use('/lead-api', embeddedOfferCallsRouter(ctx))
  app.use('/lead-api', embeddedLeadApiRouter(ctx))
  app.use('/marketing-automation', embeddedMarketingAutomationRouter(ctx))
  const listening = await listen(app, port)
  return {
    ...listening,
    storage,
    storedKeys: async () => ({
      leadApi: await queryColumn<string>(storage, 'SELECT idempotency_key FROM embedded_lead_api_leads'),
      marketingAutomation: await queryColumn<string>(
        storage,
        'SELECT idempotency_key FROM embedded_marketing_automation_submissions',
      ),
      emails: await queryColumn<string>(storage, 'SELECT idempotency_key FROM embedded_lead_emails'),
      partnerClaims: await queryColumn<string>(storage, 'SELECT idempotency_key FROM embedded_partner_claims'),
    }),
    close: async () => {
      await listening.close()
      await storage.close()
    },
  }
}

/** Remote upstreams and their credentials for a relay driven by a scripted `send` (no server listens). */
export const RELAY_UPSTREAMS = {
  leadApi: {
    label: 'lead API',
    mode: 'remote' as const,
    baseUrl: 'https://lead.example',
    embeddedPath: 'lead-api',
    secretNames: [],
  },
  marketingAutomation: {
    label: 'ma',
    mode: 'remote' as const,
    baseUrl: 'https://ma.example',
    embeddedPath: 'ma',
    secretNames: [],
  },
}
export const RELAY_CREDENTIALS = () => ({
  leadApiKey: 'secret-key',
  marketingAutomation: { portalId: 'p1', formId: 'f1' },
  leadEmailEndpoint: '/Lead/SendLeadEmail',
})

/** Limits no test of delivery reaches (the bulk tests send thousands of leads from one address). */
export const UNLIMITED = { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 }

/** The site's lead intake (POST /api/leads) on its own server, relaying to `upstreamOrigin`. */
export async function startSite(
  upstreamOrigin: string,
  storage: SiteStorage,
  options: LeadsFeatureOptions = {},
): Promise<Listening & { feature: LeadsFeature }> {
  const ctx = contextFor(storage, upstreamOrigin)
  const limits = createIntakeLimits({
    newLeadsPerClient: UNLIMITED,
    emailsPerClient: UNLIMITED,
    emailsPerRecipient: UNLIMITED,
  })
  const feature = createLeadsFeature(ctx, { log: () => {}, limits, ...options })
  const app = express()
  app.use('/api', feature.router)
  const listening = await listen(app)
  return {
    ...listening,
    feature,
    close: async () => {
      await feature.relay.stop()
      await listening.close()
    },
  }
}

export async function postLead(
  siteUrl: string,
  body: unknown,
  path = '/api/leads',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(siteUrl + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** Waits until `check` holds, polling; fails with `what` after `timeoutMs`. */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 15_000,
): Promise<void> {
  const until = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
