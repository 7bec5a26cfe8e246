import { Router, urlencoded } from 'express'
import type { ServerContext } from '../ServerContext.server.ts'
import { randomSecret } from '../storage/siteStorage.server.ts'
import { type AuthSettings, readAuthSettings } from './authSettings.server.ts'
import type { AuthParts } from './authSteps.server.ts'
import { OidcClient } from './oidcClient.server.ts'
import { finishSignIn, startSignIn } from './signInSteps.server.ts'
import { cameBackFromSignOut, signOut } from './signOutSteps.server.ts'
import { loginState, moveRequest } from './sessionSteps.server.ts'

export type { SignOutView } from './signOutSteps.server.ts'

/**
 * Customer sign-in (spec §4.1, §6, §7.2): the site's server is the OpenID Connect client and keeps the
 * tokens; the browser holds only an HttpOnly session cookie and reads its login state from /api/session.
 * Each route is one named step: signInSteps (login, callback), signOutSteps (logout, the way back),
 * sessionSteps (the login state, the move request).
 */
export function authRouter(ctx: ServerContext, settings: AuthSettings = readAuthSettings(ctx)): Router {
  const parts: AuthParts = {
    ctx,
    settings,
    storage: ctx.storage.sessions,
    oidc: new OidcClient(settings),
    policy: {
      secure: settings.secureCookies,
      formPost: settings.responseType === 'id_token',
      domain: settings.cookieDomain,
    },
    logoutStateKey: ctx.storage.keys.get('logout_state_key', randomSecret),
  }
  const router = Router()
  router.get('/auth/login', startSignIn(parts))
  const callback = finishSignIn(parts)
  router.get('/auth/callback', callback)
  router.post('/auth/callback', urlencoded({ extended: false, limit: '16kb' }), callback)
  router.post('/auth/logout', urlencoded({ extended: false, limit: '4kb' }), signOut(parts))
  router.get('/auth/logged-out', cameBackFromSignOut(parts))
  // Signing out by GET would let any page sign a customer out with an <img>; only the POST exists.
  router.get('/auth/logout', (_req, res) => {
    res
      .set('Allow', 'POST')
      .status(405)
      .json({ error: 'method_not_allowed', message: 'Sign out with POST /api/auth/logout.' })
  })
  router.get('/session', loginState(parts))
  router.get('/auth/move-request', moveRequest(parts))
  return router
}
