import { escapeHtml } from '../../auth/authPages.server.ts'

/** Where the provider serves the show-password script (under its mount; 'self' in the pages' script-src). */
export const SHOW_PASSWORD_SCRIPT_PATH = '/assets/show-password.js'

/**
 * The show/hide control of every password field: a real button (keyboard, screen reader) whose name stays
 * "Show password" and whose state is aria-pressed, as the WAI toggle-button pattern asks. It ships `hidden` and
 * the script reveals it, so without scripts there is no button that does nothing. It shows and hides the fields
 * its aria-controls names (one, or a new password and its repeat).
 */
export const SHOW_PASSWORD_SCRIPT = `document.querySelectorAll('button[data-show-password]').forEach(function (button) {
  var fields = button.getAttribute('aria-controls').split(' ').map(function (id) { return document.getElementById(id) })
  if (fields.some(function (field) { return !field })) return
  button.hidden = false
  button.addEventListener('click', function () {
    var show = fields[0].type === 'password'
    fields.forEach(function (field) { field.type = show ? 'text' : 'password' })
    button.setAttribute('aria-pressed', String(show))
  })
  // A password shown on screen is still sent, and remembered by the browser, as a password.
  if (fields[0].form) fields[0].form.addEventListener('submit', function () {
    fields.forEach(function (field) { field.type = 'password' })
  })
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
  /**
   * The show/hide button: by default for this field, "Show password"; a page with two fields (new password, typed
   * again) gives the second one button for both (`controls`, `label` "Show passwords") and the first none (null).
   */
  reveal?: { controls: string[]; label: string } | null
}): string {
  const { id } = input
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [input.hint ? hintId : '', input.error ? errorId : '', input.describedBy ?? '']
    .filter(Boolean)
    .join(' ')
  const invalid = input.error || input.describedBy ? ' aria-invalid="true"' : ''
  const reveal = input.reveal === undefined ? { controls: [id], label: 'Show password' } : input.reveal
  const button = reveal
    ? `<button type="button" class="reveal" data-show-password aria-controls="${reveal.controls.join(' ')}" aria-pressed="false" hidden>${escapeHtml(reveal.label)}</button>`
    : ''
  return `<label for="${id}">${escapeHtml(input.label)}</label>
${input.hint ? `<p class="hint" id="${hintId}">${escapeHtml(input.hint)}</p>` : ''}
${input.error ? `<p class="error" id="${errorId}">${escapeHtml(input.error)}</p>` : ''}
<input id="${id}" name="${id}" type="password" autocomplete="${input.autocomplete}" required spellcheck="false"${describedBy ? ` aria-describedby="${describedBy}"` : ''}${invalid}>
${button || input.after ? `<div class="password-tools">${button}${input.after ?? ''}</div>` : ''}`
}

/** The script tag of the show-password control, for a page under the provider's mount. */
export function showPasswordScriptTag(mountPath: string): string {
  return `<script src="${escapeHtml(mountPath + SHOW_PASSWORD_SCRIPT_PATH)}" defer></script>`
}
