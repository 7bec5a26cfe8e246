import { escapeHtml } from '../../auth/authPages.server.ts'
import type { DemoCustomer } from '../demoCustomers.server.ts'
import {
  type MoveRequestErrors,
  type MoveRequestField,
  type MoveRequestInput,
  US_STATES,
  moveDateRange,
  newAddressLine,
  readableDate,
} from './moveRequestForm.server.ts'

/** A page's title and content, for the branded frame. */
export interface MovePage {
  title: string
  content: string
}

type Site = DemoCustomer['account']['sites'][number]

const siteLine = (site: Site) => `${site.address1}, ${site.city}, ${site.state} ${site.zip}`

/**
 * The form: which home, the new address, the move date. Errors are listed first, each linked to its field.
 * `heading` is the site's own name for it (navigation.json account.moveRequest, spec 2.10's "Move request"), so
 * the link the customer followed and the page it opens say the same words.
 */
export function moveRequestFormPage(input: {
  heading: string
  customer: DemoCustomer
  values: MoveRequestInput | null
  errors: MoveRequestErrors
  sitesWithRequest: readonly string[]
  action: string
  now: number
}): MovePage {
  const { customer, errors, sitesWithRequest, action } = input
  const sites = customer.account.sites
  const open = sites.filter((site) => !sitesWithRequest.includes(site.primarySystem))
  const values = input.values ?? {
    site: open.length === 1 ? open[0]!.primarySystem : '',
    street: '',
    unit: '',
    city: '',
    state: '',
    zip: '',
    moveDate: '',
  }
  const range = moveDateRange(input.now)
  const invalid = (field: MoveRequestField) =>
    errors[field] ? ` aria-invalid="true" aria-describedby="${field}-error"` : ''
  const errorOf = (field: MoveRequestField) =>
    errors[field] ? `<p class="error" id="${field}-error">${escapeHtml(errors[field])}</p>` : ''
  const text = (field: MoveRequestField, label: string, attributes: string) =>
    `<div><label for="${field}">${label}</label><input id="${field}" name="${field}" value="${escapeHtml(values[field])}" ${attributes}${invalid(field)}>${errorOf(field)}</div>`
  const summary = Object.keys(errors).length
    ? `<div class="summary" role="alert" tabindex="-1"><h2>Please check your move request</h2><ul>${(
        Object.entries(errors) as Array<[MoveRequestField, string]>
      )
        .map(([field, message]) => `<li><a href="#${field}">${escapeHtml(message)}</a></li>`)
        .join('')}</ul></div>`
    : ''
  const siteChoices = sites
    .map((site, index) => {
      const taken = sitesWithRequest.includes(site.primarySystem)
      const id = index === 0 ? 'site' : `site-${index}`
      return `<label class="choice" for="${id}"><input type="radio" id="${id}" name="site" value="${escapeHtml(site.primarySystem)}"${
        values.site === site.primarySystem ? ' checked' : ''
      }${taken ? ' disabled' : ''} required${invalid('site')}><span>${escapeHtml(siteLine(site))}<br><span class="hint">System ${escapeHtml(site.primarySystem)}${
        taken ? ' · a move request is already on its way' : ''
      }</span></span></label>`
    })
    .join('')
  const states = US_STATES.map(
    ([code, name]) => `<option value="${code}"${values.state === code ? ' selected' : ''}>${escapeHtml(name)}</option>`,
  ).join('')
  return {
    title: input.heading,
    content: `<h1>${escapeHtml(input.heading)}</h1>
${summary}
<p>${escapeHtml(customer.account.custName)}, tell us which home you are moving from, where to and when. Nothing is filed until you confirm on the next step.</p>
<form method="post" action="${escapeHtml(action)}" novalidate>
<input type="hidden" name="step" value="review">
<fieldset><legend>The home you are moving from</legend>${errorOf('site')}${siteChoices}</fieldset>
<fieldset><legend>Your new address</legend>
${text('street', 'Street address', 'autocomplete="address-line1" maxlength="100" required')}
${text('unit', 'Apartment, suite or unit <span class="hint">(optional)</span>', 'autocomplete="address-line2" maxlength="30"')}
<div class="row">
${text('city', 'City', 'autocomplete="address-level2" maxlength="60" required')}
<div><label for="state">State</label><select id="state" name="state" autocomplete="address-level1" required${invalid('state')}><option value="">Choose…</option>${states}</select>${errorOf('state')}</div>
${text('zip', 'ZIP code', 'autocomplete="postal-code" inputmode="numeric" maxlength="5" pattern="[0-9]{5}" required')}
</div>
</fieldset>
<fieldset><legend>When you are moving</legend>
<div><label for="moveDate">Move date</label><input id="moveDate" name="moveDate" type="date" value="${escapeHtml(values.moveDate)}" min="${range.min}" max="${range.max}" required aria-describedby="moveDate-hint${errors.moveDate ? ' moveDate-error' : ''}"${errors.moveDate ? ' aria-invalid="true"' : ''}>${errorOf('moveDate')}</div>
<p class="hint" id="moveDate-hint">The day you move in to your new home. A moving specialist will call to plan the visit around it.</p>
</fieldset>
<div class="actions"><button type="submit">Review my move request</button><a href="/account">Back to your account</a></div>
</form>`,
  }
}

/** The step before filing: what will be filed, with "Confirm" and "Change details". */
export function moveRequestReviewPage(customer: DemoCustomer, values: MoveRequestInput, action: string): MovePage {
  const site = customer.account.sites.find((candidate) => candidate.primarySystem === values.site)!
  const hidden = (Object.entries(values) as Array<[MoveRequestField, string]>)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('')
  return {
    title: 'Confirm your move request',
    content: `<h1>Confirm your move request</h1>
<p>Please check the details. We file the request when you confirm.</p>
<dl>
<dt>Moving from</dt><dd>${escapeHtml(siteLine(site))} (system ${escapeHtml(site.primarySystem)})</dd>
<dt>Moving to</dt><dd>${escapeHtml(newAddressLine(values))}</dd>
<dt>Move date</dt><dd>${escapeHtml(readableDate(values.moveDate))}</dd>
<dt>We will call</dt><dd>${escapeHtml(customer.account.phone1)}</dd>
</dl>
<div class="actions">
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="step" value="confirm">${hidden}<button type="submit">Confirm and file my move request</button></form>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="step" value="edit">${hidden}<button type="submit" class="secondary">Change details</button></form>
</div>`,
  }
}

export function moveRequestFiledPage(customer: DemoCustomer, values: MoveRequestInput): MovePage {
  const { custName, customerNumber, phone1 } = customer.account
  return {
    title: 'Your move request was started',
    content: `<h1>Your move request was started</h1>
<p>Thank you, ${escapeHtml(custName)}. We have started a move request for customer number ${escapeHtml(customerNumber)}: to ${escapeHtml(newAddressLine(values))} on ${escapeHtml(readableDate(values.moveDate))}.</p>
<p>A moving specialist will call you at ${escapeHtml(phone1)} to schedule the move of your system.</p>
<p><a href="/account">Back to your account</a></p>`,
  }
}

export function moveRequestOnItsWayPage(customer: DemoCustomer): MovePage {
  const { customerNumber, phone1 } = customer.account
  return {
    title: 'Your move request is on its way',
    content: `<h1>Your move request is on its way</h1>
<p>We already have a move request for customer number ${escapeHtml(customerNumber)}. A moving specialist will call you at ${escapeHtml(phone1)}.</p>
<p><a href="/account">Back to your account</a></p>`,
  }
}

/** The move request without a signed-in customer: sign in to the account of this brand (brand.json's short name). */
export function signInFirstPage(brandShortName: string): MovePage {
  return {
    title: 'Please sign in first',
    content: `<h1>Please sign in first</h1>
<p>Sign in to your ${escapeHtml(brandShortName)} account to request a move.</p><p><a href="/api/auth/move-request">Sign in and request a move</a></p>`,
  }
}

/** A move request that did not come from this site's own form: the site's "Move request" link to start again. */
export function useThisPage(moveRequestLabel: string): MovePage {
  return {
    title: 'Please use the button on this page',
    content: `<h1>Please use the button on this page</h1><p><a href="/api/auth/move-request">${escapeHtml(moveRequestLabel)}</a></p>`,
  }
}
