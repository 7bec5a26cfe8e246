import { createServer } from 'node:http'
import express from 'express'
import { authRouter } from '../../authRouter.server.ts'
import type { AuthSettings } from '../../authSettings.server.ts'
import { openSqliteStorage } from '../../../storage/siteStorage.server.ts'
import { readUpstreamSettings } from '../../../upstreams.server.ts'
import type { ServerContext } from '../../../ServerContext.server.ts'
import { loadSite } from '../../../../runtime/config/loadSite.server.ts'
import type { SiteRuntime } from '../../../../runtime/SiteRuntime.ts'
import { repoRoot } from '../../../../tests/support/fixtureSite.ts'
import { CookieJar, follow, send, submitAutoPostForms } from './signInDriver.ts'

export interface ProviderSite {
  baseUrl: string
  ctx: ServerContext
  settings: AuthSettings
  close(): Promise<void>
}

let site: SiteRuntime | undefined

/** What the stand-in account API answers for a signed-in customer (the fields of spec §7.2, 11 it maps). */
export const STAND_IN_CUSTOMER = {
  custName: 'Alex Morgan',
  emailAddress: 'alex.morgan@example.com',
  customerNumber: '100200',
}

/**
 * Only the site's sign-in endpoints, on a random loopback port, as the client of the given provider
 * (a remote one: the test's stand-in provider), with the account API and pages answered by stand-ins.
 */
export async function startProviderSite(
  provider: { issuer: string; clientId: string; clientSecret: string },
  overrides: Partial<AuthSettings> = {},
): Promise<ProviderSite> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  site ??= loadSite(repoRoot)
  const loaded = site
  const ctx: ServerContext = {
    site: () => loaded,
    upstreams: readUpstreamSettings({}, baseUrl),
    storage: openSqliteStorage(':memory:'),
    root: repoRoot,
    env: {},
    production: false,
  }
  const settings: AuthSettings = {
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    redirectUri: `${baseUrl}/api/auth/callback`,
    postLogoutRedirectUri: `${baseUrl}/api/auth/logged-out`,
    cookieDomain: null,
    responseType: 'code',
    idTokenAlgorithm: 'RS256',
    requestTimeoutSeconds: 10,
    secureCookies: false,
    embedded: false,
    ...overrides,
  }
  const app = express()
  app.use('/api', authRouter(ctx, settings))
  // A sign-in asks the account API for the customer (spec §7.2, 11). Its embedded default lives on this server,
  // whose own embedded services are not mounted here (their token check would ask the embedded provider, not
  // this stand-in's): a stand-in answers, as a remote account API would, for the bearer it is sent.
  app.get(`${new URL(ctx.upstreams.accountApi.baseUrl).pathname}/api/sso/customer`, (req, res) => {
    if (!/^Bearer \S+$/.test(req.get('authorization') ?? ''))
      return void res.status(401).json({ error: 'invalid_token' })
    res.json(STAND_IN_CUSTOMER)
  })
  app.use((req, res) => res.type('text').send(`page ${req.path}`))
  server.on('request', app)
  return {
    baseUrl,
    ctx,
    settings,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
        void ctx.storage.close()
      }),
  }
}

/** A sign-in at a provider that answers without a login page (the stand-in provider), to /faqs. */
export async function signInThroughProvider(baseUrl: string, jar = new CookieJar()) {
  let callbackUrl: string | undefined
  const result = await follow(jar, `${baseUrl}/api/auth/login?returnTo=/faqs`, {}, (url) => {
    if (url.includes('/api/auth/callback')) callbackUrl = url
    return false
  })
  const landed = await submitAutoPostForms(jar, result)
  const session = await (await send(jar, `${baseUrl}/api/session`)).json()
  return { jar, landed, session, callbackUrl }
}
