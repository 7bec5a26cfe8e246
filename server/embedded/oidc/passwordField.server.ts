import { escapeHtml } from '../../auth/authPages.server.ts'

/** Where the provider serves the show-password script (under its mount; 'self' in the pages' script-src). */
export const SHOW_PASSWORD_SCRIPT_PATH = '/assets/show-password.js'

/**
 * The show/hide control of every password field: a real button (keyboard, screen reader) whose name stays
 * "Show password" and whose state is aria-pressed, as the WAI toggle-button pattern asks. It ships `hidden` and
 * the script reveals it, so without scripts there is no button that does nothing. Each one names its field.
 */
export const SHOW_PASSWORD_SCRIPT = `document.querySelectorAll('button[data-show-password]').forEach(function (button) {
  var field = document.getElementById(button.getAttribute('aria-controls'))
  if (!field) return
  button.hidden = false
  button.addEventListener('click', function () {
    var show = field.type === 'password'
    field.type = show ? 'text' : 'password'
    button.setAttribute('aria-pressed', String(show))
  })
  // A password shown on screen is still sent, and remembered by the browser, as a password.
  if (field.form) field.form.addEventListener('submit', function () { field.type = 'password' })
})
`

/**
 * A labelled password input, its error (if any) tied to it, and under it the show/hide button, then `after` (the
 * sign-in page's "Forgot password?"): in the reading and Tab order the field comes before what acts on it.
 */
export function passwordField(input: {
  id: string
  label: string
  autocomplete: 'current-password' | 'new-password'
  hint?: string
  error?: string
  /** Extra ids the field is described by (a page-level error). */
  describedBy?: string
  /** HTML on the button's line, at its end (a link). */
  after?: string
}): string {
  const { id } = input
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [input.hint ? hintId : '', input.error ? errorId : '', input.describedBy ?? '']
    .filter(Boolean)
    .join(' ')
  const invalid = input.error || input.describedBy ? ' aria-invalid="true"' : ''
  return `<label for="${id}">${escapeHtml(input.label)}</label>
${input.hint ? `<p class="hint" id="${hintId}">${escapeHtml(input.hint)}</p>` : ''}
${input.error ? `<p class="error" id="${errorId}">${escapeHtml(input.error)}</p>` : ''}
<input id="${id}" name="${id}" type="password" autocomplete="${input.autocomplete}" required spellcheck="false"${describedBy ? ` aria-describedby="${describedBy}"` : ''}${invalid}>
<div class="password-tools"><button type="button" class="reveal" data-show-password aria-controls="${id}" aria-pressed="false" hidden>Show password</button>${input.after ?? ''}</div>`
}

/** The script tag of the show-password control, for a page under the provider's mount. */
export function showPasswordScriptTag(mountPath: string): string {
  return `<script src="${escapeHtml(mountPath + SHOW_PASSWORD_SCRIPT_PATH)}" defer></script>`
}
