import { providerPage } from './providerPage.server.ts'
import type { SiteConfig } from '../../../runtime/SiteConfig.ts'
import { escapeHtml } from '../../auth/authPages.server.ts'

/** The id oidc-provider gives its sign-out form (xsrf token and action); the buttons submit it by this id. */
const FORM_ID = 'op.logoutForm'

/**
 * The embedded provider's "Sign out?" question (OpenID Connect RP-Initiated Logout: the provider asks
 * before it ends its session). `form` is oidc-provider's hidden form; "Sign Out" sends `logout=yes`, which
 * ends the provider session; the other button only ends the site's grant and keeps the provider session.
 * Either way the browser goes back to the site, which has already signed the customer out.
 */
export function logoutPage(config: SiteConfig, form: string): string {
  const { brand } = config
  return providerPage(
    config,
    'Sign out',
    `<h1>Sign out of ${escapeHtml(brand.name)}?</h1>
<p>You have signed out of the website. Sign out of your ${escapeHtml(brand.shortName)} account on this device as well, so the next person using it cannot sign in as you without your password.</p>
${form}
<div class="actions"><button type="submit" form="${FORM_ID}" name="logout" value="yes">Sign Out</button>
<button type="submit" form="${FORM_ID}" class="secondary">Keep me signed in on this device</button></div>`,
  )
}
