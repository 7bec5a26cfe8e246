/** Session storage key that keeps app mode on for the rest of the visit (spec 2.9). */
export const APP_MODE_KEY = 'app_mode'

/**
 * Spec 2.9: the footer is hidden when the query has `app=true` or session storage holds `app_mode`.
 * Returns whether the page is in app mode and whether `app_mode` must be stored now.
 */
export function appModeFor(search: string, storedAppMode: string | null): { appMode: boolean; store: boolean } {
  const requested = new URLSearchParams(search).get('app') === 'true'
  return { appMode: requested || storedAppMode !== null, store: requested && storedAppMode === null }
}
