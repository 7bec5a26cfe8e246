import { escapeHtml } from '../../auth/authPages.server.ts'
import { DEMO_CUSTOMERS } from '../demoCustomers.server.ts'
import { providerPage } from './providerPage.server.ts'
import type { SiteConfig } from '../../../runtime/SiteConfig.ts'

/** The embedded identity provider's sign-in page: a plain, accessible form (no scripts). */
export function loginPage(input: {
  config: SiteConfig
  action: string
  abortAction: string
  email?: string
  error?: string
}): string {
  const errorId = 'login-error'
  const describedBy = input.error ? ` aria-describedby="${errorId}" aria-invalid="true"` : ''
  const demoList = DEMO_CUSTOMERS.map(
    (c) => `<li><code>${escapeHtml(c.username)}</code> / <code>${escapeHtml(c.password)}</code></li>`,
  ).join('')
  return providerPage(
    input.config,
    'Sign in',
    `<h1>Sign in to your Harbor account</h1>
${input.error ? `<p id="${errorId}" role="alert">${escapeHtml(input.error)}</p>` : ''}
<form method="post" action="${escapeHtml(input.action)}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(input.email ?? '')}"${describedBy}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}>
<div class="actions"><button type="submit">Sign In</button></div>
</form>
<form method="post" action="${escapeHtml(input.abortAction)}"><button type="submit" class="link">Cancel</button></form>
<small>Local demo provider. Demo customers:<ul>${demoList}</ul></small>`,
  )
}
