import { escapeHtml } from '../../auth/authPages.server.ts'
import { DEMO_CUSTOMERS } from '../demoCustomers.server.ts'
import { providerPage } from './providerPage.server.ts'
import { passwordField, showPasswordScriptTag } from './passwordField.server.ts'
import type { SiteConfig } from '../../../runtime/SiteConfig.ts'

/**
 * The embedded identity provider's sign-in page: a plain, accessible form in the site's brand (its short name
 * from brand.json), with "Forgot password?" and a show-password button (the only script, which only adds it).
 */
export function loginPage(input: {
  config: SiteConfig
  /** The provider's mount path (its pages and script live under it). */
  mountPath: string
  uid: string
  email?: string
  error?: string
}): string {
  const { mountPath, uid } = input
  const errorId = 'login-error'
  const describedBy = input.error ? ` aria-describedby="${errorId}" aria-invalid="true"` : ''
  const shortName = input.config.brand.shortName
  const demoList = DEMO_CUSTOMERS.map(
    (c) => `<li><code>${escapeHtml(c.username)}</code> / <code>${escapeHtml(c.password)}</code></li>`,
  ).join('')
  const action = `${mountPath}/interaction/${uid}/login`
  return providerPage(
    input.config,
    'Sign in',
    `<h1>Sign in to your ${escapeHtml(shortName)} account</h1>
${input.error ? `<p id="${errorId}" role="alert">${escapeHtml(input.error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(input.email ?? '')}"${describedBy}>
${passwordField({
  id: 'password',
  label: 'Password',
  autocomplete: 'current-password',
  describedBy: input.error ? errorId : undefined,
  after: `<a class="forgot" href="${escapeHtml(`${mountPath}/password/forgot?interaction=${encodeURIComponent(uid)}`)}">Forgot password?</a>`,
})}
<div class="actions"><button type="submit">Sign In</button></div>
</form>
<form method="post" action="${escapeHtml(`${mountPath}/interaction/${uid}/abort`)}"><button type="submit" class="link">Cancel</button></form>
<small>Local demo provider. Demo customers (until a password is reset):<ul>${demoList}</ul></small>
${showPasswordScriptTag(mountPath)}`,
  )
}
