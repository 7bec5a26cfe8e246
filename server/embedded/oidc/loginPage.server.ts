import { escapeHtml } from '../../auth/authPages.server.ts'
import { DEMO_CUSTOMERS } from '../demoCustomers.server.ts'

/** The embedded identity provider's sign-in page: a plain, accessible form (no scripts). */
export function loginPage(input: { action: string; abortAction: string; email?: string; error?: string }): string {
  const errorId = 'login-error'
  const describedBy = input.error ? ` aria-describedby="${errorId}" aria-invalid="true"` : ''
  const demoList = DEMO_CUSTOMERS.map((c) => `<li><code>${escapeHtml(c.username)}</code> / <code>${escapeHtml(c.password)}</code></li>`).join('')
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>Sign in | Harbor Home Security</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f1ec;color:#1d2433}
main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:.5rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #6b7280;border-radius:.25rem}
button{margin-top:1.25rem;padding:.7rem 1.5rem;font-size:1rem;font-weight:700;border-radius:2rem;border:0;background:#0b4f9c;color:#fff;cursor:pointer}
button.secondary{background:transparent;color:#0b4f9c;text-decoration:underline}
[role=alert]{color:#a11a1a;font-weight:600}
small{display:block;margin-top:1.5rem;color:#4b5563}
</style></head>
<body><main>
<h1>Sign in to your Harbor account</h1>
${input.error ? `<p id="${errorId}" role="alert">${escapeHtml(input.error)}</p>` : ''}
<form method="post" action="${escapeHtml(input.action)}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(input.email ?? '')}"${describedBy}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}>
<button type="submit">Sign In</button>
</form>
<form method="post" action="${escapeHtml(input.abortAction)}"><button type="submit" class="secondary">Cancel</button></form>
<small>Local demo provider. Demo customers:<ul>${demoList}</ul></small>
</main></body></html>`
}
