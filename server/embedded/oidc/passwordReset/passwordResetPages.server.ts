import { escapeHtml } from '../../../auth/authPages.server.ts'
import type { SiteConfig } from '../../../../runtime/SiteConfig.ts'
import { providerPage } from '../providerPage.server.ts'
import { passwordField, showPasswordScriptTag } from '../passwordField.server.ts'
import type { PasswordProblem } from './newPasswordRules.ts'
import { PASSWORD_MIN_LENGTH } from './newPasswordRules.ts'

/** How long a reset link works, in minutes (said on the pages and in the e-mail). */
export const RESET_LINK_MINUTES = 30

/** The one answer to every reset request, whether or not an account has that address (no account enumeration). */
export const RESET_SENT_TEXT = 'If an account exists for that address, we have sent a link to reset your password.'

const shortNameOf = (config: SiteConfig) => escapeHtml(config.brand.shortName)

/** "Forgot password?": asks for the e-mail; `error` when the address is missing or malformed, or the client is limited. */
export function forgotPasswordPage(input: {
  config: SiteConfig
  action: string
  backHref: string
  email?: string
  error?: string
}): string {
  const describedBy = input.error ? ' aria-describedby="email-error" aria-invalid="true"' : ''
  return providerPage(
    input.config,
    'Reset your password',
    `<h1>Reset your password</h1>
<p>Enter the e-mail address of your ${shortNameOf(input.config)} account. We will send you a link to choose a new password.</p>
<form method="post" action="${escapeHtml(input.action)}" novalidate>
<label for="email">E-mail</label>
${input.error ? `<p class="error" id="email-error" role="alert">${escapeHtml(input.error)}</p>` : ''}
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(input.email ?? '')}"${describedBy}>
<div class="actions"><button type="submit">Send reset link</button></div>
</form>
<p><a href="${escapeHtml(input.backHref)}">Back to sign in</a></p>`,
  )
}

/** After a reset request: the same words for every address. */
export function resetSentPage(input: { config: SiteConfig; backHref: string }): string {
  return providerPage(
    input.config,
    'Check your e-mail',
    `<h1>Check your e-mail</h1>
<p role="status">${escapeHtml(RESET_SENT_TEXT)}</p>
<p>The link works once, for ${RESET_LINK_MINUTES} minutes. No e-mail? Look in your spam folder, or make sure you used the address you gave us, then ask again.</p>
<p><a href="${escapeHtml(input.backHref)}">Back to sign in</a></p>`,
  )
}

/** The form behind a live reset link: the new password twice, its rules, and each error beside its field. */
export function newPasswordPage(input: {
  config: SiteConfig
  mountPath: string
  action: string
  token: string
  email: string
  problems?: PasswordProblem[]
}): string {
  const problems = input.problems ?? []
  const problemOf = (field: PasswordProblem['field']) => problems.find((problem) => problem.field === field)?.message
  const summary = problems.length
    ? `<div class="summary" role="alert" aria-labelledby="summary-heading"><h2 id="summary-heading">Please correct ${problems.length === 1 ? 'this' : 'these'}</h2><ul>${problems
        .map((problem) => `<li><a href="#${problem.field}">${escapeHtml(problem.message)}</a></li>`)
        .join('')}</ul></div>`
    : ''
  return providerPage(
    input.config,
    'Choose a new password',
    `<h1>Choose a new password</h1>
${summary}
<p>For the ${shortNameOf(input.config)} account <strong>${escapeHtml(input.email)}</strong>.</p>
<form method="post" action="${escapeHtml(input.action)}" novalidate>
<input type="hidden" name="token" value="${escapeHtml(input.token)}">
<input type="email" name="email" autocomplete="username" value="${escapeHtml(input.email)}" hidden>
${passwordField({
  id: 'password',
  label: 'New password',
  autocomplete: 'new-password',
  hint: `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words are easy to remember and hard to guess. Not your e-mail address.`,
  error: problemOf('password'),
  reveal: null,
})}
${passwordField({
  id: 'confirm',
  label: 'Type it again',
  autocomplete: 'new-password',
  error: problemOf('confirm'),
  reveal: { controls: ['password', 'confirm'], label: 'Show passwords' },
})}
<div class="actions"><button type="submit">Save new password</button></div>
</form>
${showPasswordScriptTag(input.mountPath)}`,
  )
}

/** The password is changed: the way on is a new sign-in with it. */
export function passwordChangedPage(input: { config: SiteConfig; signInHref: string }): string {
  return providerPage(
    input.config,
    'Password changed',
    `<h1>Your password is changed</h1>
<p role="status">Sign in with your new password. Your old password no longer works.</p>
<div class="actions"><a class="button" href="${escapeHtml(input.signInHref)}">Sign In</a></div>`,
  )
}

/** A reset link that was used, has expired or was never issued: one answer, and the way to a new link. */
export function resetLinkProblemPage(input: { config: SiteConfig; forgotHref: string }): string {
  return providerPage(
    input.config,
    'Reset link not valid',
    `<h1>This reset link no longer works</h1>
<p>Reset links work once, for ${RESET_LINK_MINUTES} minutes, and only the newest one you asked for works.</p>
<div class="actions"><a class="button" href="${escapeHtml(input.forgotHref)}">Send a new link</a></div>`,
  )
}
