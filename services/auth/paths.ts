import { safeReturnPlace } from './returnPlace.ts'

/** The site's sign-in endpoints, linked from the header, footer, help center and the moves page. */
export const AUTH_PATHS = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  callback: '/api/auth/callback',
  /** Where the provider sends the browser back after ending its session (post_logout_redirect_uri). */
  loggedOut: '/api/auth/logged-out',
  session: '/api/session',
  moveRequest: '/api/auth/move-request',
  account: '/account',
} as const

/** "Sign In" that brings the visitor back to `returnTo` (a site path) afterwards. */
export function signInHref(returnTo: string): string {
  return `${AUTH_PATHS.login}?returnTo=${encodeURIComponent(safeReturnPlace(returnTo))}`
}
