/** Where sign-in should bring the customer back to: a site-relative path, never another site. */
export function siteRelativeReturnPath(pathAndQuery: string): string {
  // `//host` and `/\host` are read by browsers as other sites; only a single leading slash is a path here.
  return /^\/(?![/\\])/.test(pathAndQuery) ? pathAndQuery : '/help-center'
}

/** The sign-in link that carries the return place: `<loginPath>?returnTo=<site-relative path>`. */
export function signInHref(loginPath: string, returnTo: string): string {
  return `${loginPath}?returnTo=${encodeURIComponent(siteRelativeReturnPath(returnTo))}`
}

/** The session-storage key sign-in reads after returning from the identity provider (shared with the auth work). */
export const RETURN_TO_STORAGE_KEY = 'returnTo'
