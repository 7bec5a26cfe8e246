import { DEFAULT_SIGN_IN_THROTTLE, type SignInThrottleSettings, signInThrottle } from './signInThrottle.server.ts'
import { secureCookies } from './secureCookies.server.ts'
import { plainPagePolicy, sha256 } from '../../security/contentSecurityPolicy.server.ts'
import { brandedStyleHashes } from '../brandedPage.server.ts'
import { providerPage } from './providerPage.server.ts'
import type { SiteConfig } from '../../../runtime/SiteConfig.ts'
import { authorizeLimit, authorizeLimitFromEnv, startOidcSweeper } from './providerUpkeep.server.ts'
import { Router, urlencoded, type Response } from 'express'
import Provider, { type OidcContext } from 'oidc-provider'
import type { ServerContext } from '../../ServerContext.server.ts'
import { SITE_SECRETS } from '../../storage/siteStorage.server.ts'
import { type AuthSettings, EMBEDDED_CLIENT_ID, readAuthSettings } from '../../auth/authSettings.server.ts'
import { AUTH_PATHS } from '../../../services/auth/index.ts'
import { demoCustomerBySubject } from '../demoCustomers.server.ts'
import { customerByCredentials } from './passwordReset/customerCredentials.server.ts'
import { passwordResetRoutes } from './passwordReset/passwordResetRoutes.server.ts'
import { createResetLimits, resetLimitsFromEnv } from './passwordReset/resetLimits.server.ts'
import { SHOW_PASSWORD_SCRIPT, SHOW_PASSWORD_SCRIPT_PATH } from './passwordField.server.ts'
import { escapeHtml } from '../../auth/authPages.server.ts'
import { loginPage } from './loginPage.server.ts'
import { logoutPage } from './logoutPage.server.ts'
import { SIGN_IN_PROBLEM_STYLE, signInProblemPage } from '../../auth/authPages.server.ts'

/**
 * The embedded OpenID provider (oidc-provider, a certified OpenID Provider implementation), used when
 * OIDC_ISSUER is not set. Its issuer is its own mount on this server; the site's client reaches it over
 * HTTP exactly as it would a remote provider. The signing key and the client secret are made once per
 * database.
 */
export function embeddedOidcRouter(
  ctx: ServerContext,
  throttle: Omit<SignInThrottleSettings, 'refuse'> = DEFAULT_SIGN_IN_THROTTLE,
): Router {
  const issuer = ctx.upstreams.identityProvider.baseUrl
  const mountPath = new URL(issuer).pathname.replace(/\/$/, '')
  const keys = ctx.storage.keys

  // Read once: the same settings the site's sign-in router uses (its client secret and registered URIs).
  const settings = readAuthSettings(ctx)
  const newProvider = () =>
    new Provider(issuer, {
      clients: [
        {
          client_id: EMBEDDED_CLIENT_ID,
          client_secret: settings.clientSecret,
          redirect_uris: siteUris(settings, issuer, 'callback'),
          post_logout_redirect_uris: siteUris(settings, issuer, 'loggedOut'),
          // The code flow only (issue 28): with the implicit grant, `response_type=id_token&prompt=none` handed any
          // page the customer visited a fresh id_token in a URL, and id_tokens are not credentials anywhere.
          response_types: ['code'],
          grant_types: ['authorization_code'],
          token_endpoint_auth_method: 'client_secret_basic',
          id_token_signed_response_alg: 'RS256',
        },
      ],
      adapter: (model: string) => ctx.storage.oidcModels(model),
      jwks: {
        keys: [JSON.parse(keys.get('oidc_signing_jwk', SITE_SECRETS.oidc_signing_jwk!)) as Record<string, unknown>],
      },
      cookies: { keys: [keys.get('oidc_cookie_key', SITE_SECRETS.oidc_cookie_key!)] },
      pkce: { required: () => true },
      responseTypes: ['code'],
      features: {
        devInteractions: { enabled: false },
        // RP-initiated logout: the site's sign-out ends this provider's session after asking the customer.
        rpInitiatedLogout: {
          enabled: true,
          logoutSource: (koaCtx: { body: string }, form: string) => {
            koaCtx.body = logoutPage(ctx.site().config, form)
          },
          // Reached only without a way back to the site (no post_logout_redirect_uri): say so in the brand.
          postLogoutSuccessSource: (koaCtx: { body: string }) => {
            const { brand } = ctx.site().config
            koaCtx.body = providerPage(
              ctx.site().config,
              'Signed out',
              `<h1>You are signed out</h1><p>You have signed out of your ${escapeHtml(brand.shortName)} account on this device.</p><p><a href="/">Go to the home page</a></p>`,
            )
          },
        },
      },
      claims: { openid: ['sub'] },
      interactions: {
        url: (_ctx: unknown, interaction: { uid: string }) => `${mountPath}/interaction/${interaction.uid}`,
      },
      findAccount: (_ctx: unknown, subject: string) =>
        demoCustomerBySubject(subject) ? { accountId: subject, claims: () => ({ sub: subject }) } : undefined,
      // The site is a first-party client: its customers are never asked to consent to it.
      loadExistingGrant: async (oidcCtx: OidcContext) => {
        const { client, session, result } = oidcCtx.oidc
        const grantId = result?.consent?.grantId ?? (client && session?.grantIdFor(client.clientId))
        if (grantId) return oidcCtx.oidc.provider.Grant.find(grantId)
        if (!client || !session?.accountId) return undefined
        const grant = new oidcCtx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId })
        grant.addOIDCScope('openid')
        await grant.save()
        return grant
      },
      // An accessible page in the site's words instead of the library's default (which loads a web font).
      renderError: (
        koaCtx: { type: string; body: string; oidc?: { route?: string } },
        out: { error?: string; error_description?: string },
      ) => {
        koaCtx.type = 'html'
        const detail = out.error_description ?? out.error ?? 'The request was not valid.'
        // A refused sign-out request: the site has already signed the customer out, so no "sign in again".
        koaCtx.body = koaCtx.oidc?.route?.startsWith('end_session')
          ? signInProblemPage('Sign-out could not finish here', `You are signed out of the website. ${detail}`, {
              href: '/',
              text: 'Go back to home',
            })
          : signInProblemPage('Sign-in could not continue', detail, AUTH_PATHS.login)
      },
      ttl: {
        AccessToken: 3600,
        AuthorizationCode: 60,
        IdToken: 3600,
        Interaction: 600,
        Session: 86_400,
        Grant: 86_400,
      },
    })
  // Made on the first request to the provider, not at start: on a new database that makes its RSA signing key
  // (0.3–0.7 s of CPU, once per database; kept in it for every later start and every instance).
  let made: Provider | undefined
  const provider = (): Provider => (made ??= newProvider())
  const router = Router()
  if (ctx.production) router.use(secureCookies)
  // Its pages post to itself and send the browser on to the site's callback and way back (on either loopback
  // name); oidc-provider adds its form_post script's hash to this policy's script-src.
  // Styles by hash only: the branded frame's sheets and the problem pages' (oidc-provider's own default pages
  // are all replaced: sign-in, sign-out, after sign-out, errors).
  const formActions = siteOrigins(settings, issuer)
  const problemStyleHash = `'sha256-${sha256(SIGN_IN_PROBLEM_STYLE)}'`
  const policyFor = (config: SiteConfig) =>
    plainPagePolicy(formActions, [...brandedStyleHashes(config), problemStyleHash])
  // Every URL the provider writes (discovery's endpoints, redirects) is on its configured issuer, never on
  // the Host a request names (issue 28: a foreign Host put its own name into the discovery document).
  const issuerHost = new URL(issuer).host
  router.use((req, res, next) => {
    res.setHeader('Content-Security-Policy', policyFor(ctx.site().config))
    req.headers.host = issuerHost
    next()
  })
  const form = urlencoded({ extended: false, limit: '4kb' })
  const throttled = signInThrottle({
    ...throttle,
    stores: (name) => ctx.rateLimits?.store(name),
    turns: ctx.rateLimits?.turns('sign-in-account'),
    refuse: (req, res) => {
      const uid = String(req.params.uid ?? '')
      res
        .status(429)
        .set('Cache-Control', 'no-store')
        .type('html')
        .send(
          loginPage({
            config: ctx.site().config,
            mountPath,
            uid,
            email: (req.body as Record<string, string | undefined>).email,
            error: 'Too many sign-in attempts. Please wait a few minutes and try again.',
          }),
        )
    },
  })

  // The show-password button's script: the pages' only one, from this mount ('self' in their script-src).
  router.get(
    SHOW_PASSWORD_SCRIPT_PATH,
    (_req, res) =>
      void res.set('Cache-Control', 'public, max-age=3600').type('text/javascript').send(SHOW_PASSWORD_SCRIPT),
  )
  router.use(
    passwordResetRoutes({
      ctx,
      mountPath,
      limits: createResetLimits(resetLimitsFromEnv(ctx.env), ctx.rateLimits),
    }),
  )

  router.get('/interaction/:uid', async (req, res, next) => {
    try {
      const details = await provider().interactionDetails(req, res)
      res.set('Cache-Control', 'no-store')
      res.type('html').send(loginPage({ config: ctx.site().config, mountPath, uid: details.uid }))
    } catch (error) {
      next(error)
    }
  })

  router.post('/interaction/:uid/login', form, ...throttled, async (req, res, next) => {
    try {
      const details = await provider().interactionDetails(req, res)
      const body = req.body as Record<string, string | undefined>
      const customer = await customerByCredentials(ctx.storage.passwords, body.email ?? '', body.password ?? '')
      if (!customer) {
        res
          .status(401)
          .set('Cache-Control', 'no-store')
          .type('html')
          .send(
            loginPage({
              config: ctx.site().config,
              mountPath,
              uid: details.uid,
              email: body.email,
              error: 'The e-mail or password is not correct.',
            }),
          )
        return
      }
      await provider().interactionFinished(
        req,
        res,
        { login: { accountId: customer.subject } },
        { mergeWithLastSubmission: false },
      )
    } catch (error) {
      next(error)
    }
  })

  router.post('/interaction/:uid/abort', async (req, res, next) => {
    try {
      await provider().interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The customer cancelled the sign-in.' },
        { mergeWithLastSubmission: false },
      )
    } catch (error) {
      next(error)
    }
  })

  // Anonymous authorization requests each store an interaction: limit them per address, sweep what expires.
  const authorizeRefused = (_req: unknown, res: Response) =>
    void res
      .status(429)
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(
        signInProblemPage('Too many sign-in attempts', 'Please wait a few minutes and try again.', AUTH_PATHS.login),
      )
  router.all(
    '/auth',
    authorizeLimit(
      authorizeLimitFromEnv(ctx.env),
      authorizeRefused,
      ctx.rateLimits?.store('oidc-authorize-per-address'),
    ),
  )
  const sweeper = startOidcSweeper(() => ctx.storage.sweepExpiredOidcModels())
  ctx.onShutdown?.(async () => sweeper.stop())

  let handle: ReturnType<Provider['callback']> | undefined
  router.use((req, res) => (handle ??= provider().callback())(req, res))
  return router
}

/** The origins of every registered way back to the site. */
function siteOrigins(settings: AuthSettings, issuer: string): string[] {
  const uris = [...siteUris(settings, issuer, 'callback'), ...siteUris(settings, issuer, 'loggedOut')]
  return [...new Set(uris.map((uri) => new URL(uri).origin))]
}

/**
 * The site's callback (or its way back after sign-out) on both loopback names of this server, plus the
 * configured one (OIDC_REDIRECT_URI, OIDC_POST_LOGOUT_REDIRECT_URI or the one derived from it).
 */
function siteUris(settings: AuthSettings, issuer: string, which: 'callback' | 'loggedOut'): string[] {
  const { port, protocol } = new URL(issuer)
  const path = AUTH_PATHS[which]
  const uris = new Set([`${protocol}//127.0.0.1:${port}${path}`, `${protocol}//localhost:${port}${path}`])
  const configured = which === 'callback' ? settings.redirectUri : settings.postLogoutRedirectUri
  if (configured) uris.add(configured)
  return [...uris]
}
