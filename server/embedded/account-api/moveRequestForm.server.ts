import { DateTime } from 'luxon'
import { NO_CONTROL_CHARACTERS } from '../../../services/leads/validation/patterns.ts'
import type { DemoCustomer } from '../demoCustomers.server.ts'
import { US_STATES as STATE_NAMES } from '../../../services/checkout/installationAddress.ts'

/** What the customer entered on the move request form, as sent (every value a string, maybe empty). */
export interface MoveRequestInput {
  site: string
  street: string
  unit: string
  city: string
  state: string
  zip: string
  moveDate: string
}

export type MoveRequestField = keyof MoveRequestInput

export type MoveRequestErrors = Partial<Record<MoveRequestField, string>>

/** The words of the move request's checks (one place, as the site keeps its form texts). */
export const MOVE_REQUEST_MESSAGES = {
  site: 'Choose the home you are moving from.',
  siteTaken: 'A move request for this home is already on its way. Choose another home.',
  street: 'Enter the street address of your new home.',
  city: 'Enter the city of your new home.',
  state: 'Choose the state of your new home.',
  zip: 'Enter a 5-digit ZIP code.',
  moveDate: 'Enter your move date.',
  moveDateInvalid: 'Enter your move date as a date, for example 12/15/2026.',
  moveDatePast: 'Your move date cannot be in the past.',
  moveDateTooFar: 'Choose a move date within the next 12 months.',
  sameAddress: 'Your new address is the address of the home you are moving from. Enter the address you are moving to.',
} as const

/** The states (and DC) the company serves, by postal code: the one list the order page's installation address reads. */
export const US_STATES: ReadonlyArray<[code: string, name: string]> = Object.entries(STATE_NAMES)

const ZONE = 'America/Chicago'
const MAX_LENGTH = { street: 100, unit: 30, city: 60 } as const
/** No C0 or C1 controls or DEL in an address (issue 28 item 7 refuses them at every intake). */
const PRINTABLE = new RegExp(NO_CONTROL_CHARACTERS)

/** The form's values from a urlencoded body: strings only, trimmed; anything else is empty. */
export function moveRequestInputOf(body: unknown): MoveRequestInput {
  const fields = (body ?? {}) as Record<string, unknown>
  const text = (name: MoveRequestField) => {
    const value = fields[name]
    return typeof value === 'string' ? value.trim() : ''
  }
  return {
    site: text('site'),
    street: text('street'),
    unit: text('unit'),
    city: text('city'),
    state: text('state').toUpperCase(),
    zip: text('zip'),
    moveDate: text('moveDate'),
  }
}

/**
 * Checks a move request against the customer's own sites and the calendar (America/Chicago, where the
 * company's days are counted): a site of theirs without a request on its way, a complete US address that is
 * not the site's own, a move date from today to a year ahead. Empty when it may be filed.
 */
export function moveRequestErrors(
  input: MoveRequestInput,
  customer: DemoCustomer,
  sitesWithRequest: readonly string[],
  now: number,
): MoveRequestErrors {
  const errors: MoveRequestErrors = {}
  const site = customer.account.sites.find((candidate) => candidate.primarySystem === input.site)
  if (!site) errors.site = MOVE_REQUEST_MESSAGES.site
  else if (sitesWithRequest.includes(site.primarySystem)) errors.site = MOVE_REQUEST_MESSAGES.siteTaken
  if (!validText(input.street, MAX_LENGTH.street, 3)) errors.street = MOVE_REQUEST_MESSAGES.street
  if (input.unit && !validText(input.unit, MAX_LENGTH.unit, 1)) errors.unit = MOVE_REQUEST_MESSAGES.street
  if (!validText(input.city, MAX_LENGTH.city, 2)) errors.city = MOVE_REQUEST_MESSAGES.city
  if (!US_STATES.some(([code]) => code === input.state)) errors.state = MOVE_REQUEST_MESSAGES.state
  if (!/^\d{5}$/.test(input.zip)) errors.zip = MOVE_REQUEST_MESSAGES.zip
  const dateError = moveDateError(input.moveDate, now)
  if (dateError) errors.moveDate = dateError
  if (
    site &&
    !errors.street &&
    sameText(site.address1, input.street) &&
    sameText(site.city, input.city) &&
    site.zip === input.zip &&
    !input.unit
  )
    errors.street = MOVE_REQUEST_MESSAGES.sameAddress
  return errors
}

function validText(value: string, maxLength: number, minLength: number): boolean {
  return value.length >= minLength && value.length <= maxLength && PRINTABLE.test(value)
}

function sameText(a: string, b: string): boolean {
  const plain = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '')
  return plain(a) === plain(b)
}

function moveDateError(value: string, now: number): string | null {
  if (!value) return MOVE_REQUEST_MESSAGES.moveDate
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return MOVE_REQUEST_MESSAGES.moveDateInvalid
  const date = DateTime.fromISO(value, { zone: ZONE })
  if (!date.isValid) return MOVE_REQUEST_MESSAGES.moveDateInvalid
  const today = DateTime.fromMillis(now, { zone: ZONE }).startOf('day')
  if (date < today) return MOVE_REQUEST_MESSAGES.moveDatePast
  if (date > today.plus({ years: 1 })) return MOVE_REQUEST_MESSAGES.moveDateTooFar
  return null
}

/** Today and a year from today in America/Chicago, for the date field's min and max. */
export function moveDateRange(now: number): { min: string; max: string } {
  const today = DateTime.fromMillis(now, { zone: ZONE }).startOf('day')
  return { min: today.toISODate()!, max: today.plus({ years: 1 }).toISODate()! }
}

/** The new address as the request files it: one line. */
export function newAddressLine(input: MoveRequestInput): string {
  const street = input.unit ? `${input.street}, ${input.unit}` : input.street
  return `${street}, ${input.city}, ${input.state} ${input.zip}`
}

/** A YYYY-MM-DD date as the customer reads it (Monday, December 15, 2026). */
export function readableDate(value: string): string {
  return DateTime.fromISO(value, { zone: ZONE }).toFormat('cccc, LLLL d, yyyy')
}
