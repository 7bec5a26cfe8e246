/**
 * Where the technician installs the system (rater D3: the checkout booked a visit with no street address). The order
 * page's contact step asks for it (the ZIP is the contact's own field); the checkout host keeps it with the order's
 * confirmation. Spec §7.4's order payload names no address the buyer gives (its `contactAddress` is null), and its
 * lead payloads have none, so the address goes into neither: it stays with the host's order record. Pure: shared
 * by the page, the host's check and the post without scripts.
 */

import { NO_CONTROL_CHARACTERS } from '../leads/validation/patterns.ts'
import type { ZipDetails } from '../zip/contract.ts'

export interface InstallationAddress {
  street: string
  /** Apartment, suite or unit; '' when none. */
  unit: string
  city: string
  /** A US state's (or DC's) two-letter code. */
  state: string
}

export type AddressField = keyof InstallationAddress

/** The address inputs in the order the form shows them (and the first wrong one is focused). */
export const ADDRESS_FIELDS = ['street', 'unit', 'city', 'state'] as const satisfies readonly AddressField[]

/** The labels and messages of the address fields (the block's config: the spec has none for an address). */
export interface AddressTexts {
  streetLabel: string
  unitLabel: string
  cityLabel: string
  stateLabel: string
  streetRequired: string
  cityRequired: string
  stateRequired: string
  /** "{{field}} is not valid." (spec §5's default wording), for text too long to be an address or an unknown state. */
  notValid: string
}

/** No C0 or C1 controls or DEL (issue 28 item 7 refuses them at every intake, as the move request's address does). */
const PRINTABLE = new RegExp(NO_CONTROL_CHARACTERS)

/** The longest text each field takes (what a postal address line holds). */
export const ADDRESS_MAX_LENGTH: Record<AddressField, number> = { street: 100, unit: 40, city: 60, state: 2 }

/** The states (and DC) the company's service area can lie in, by code: the state picker's options. */
export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
}

export const EMPTY_ADDRESS: InstallationAddress = { street: '', unit: '', city: '', state: '' }

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/**
 * What is wrong with an address, per field (none: {}): street, city and state are required, the state is one of
 * US_STATES, no field is longer than an address line holds and none holds a control character (the "not valid"
 * message, spec §5's default wording, names the field's label).
 */
export function addressProblems(
  given: Partial<Record<AddressField, unknown>>,
  texts: AddressTexts,
): Partial<Record<AddressField, string>> {
  const problems: Partial<Record<AddressField, string>> = {}
  const required: Partial<Record<AddressField, string>> = {
    street: texts.streetRequired,
    city: texts.cityRequired,
    state: texts.stateRequired,
  }
  const labels: Record<AddressField, string> = {
    street: texts.streetLabel,
    unit: texts.unitLabel,
    city: texts.cityLabel,
    state: texts.stateLabel,
  }
  for (const field of ADDRESS_FIELDS) {
    const text = textOf(given[field])
    const requiredMessage = required[field]
    if (!text && requiredMessage) problems[field] = requiredMessage
    else if (
      text.length > ADDRESS_MAX_LENGTH[field] ||
      !PRINTABLE.test(text) ||
      (field === 'state' && !(text in US_STATES))
    )
      problems[field] = texts.notValid.replace('{{field}}', labels[field])
  }
  return problems
}

/** The address trimmed to its four fields (what is stored and sent). */
export function trimmedAddress(given: Partial<Record<AddressField, unknown>>): InstallationAddress {
  return {
    street: textOf(given.street),
    unit: textOf(given.unit),
    city: textOf(given.city),
    state: textOf(given.state),
  }
}

/** "123 Main St, Apt 4, Dallas, TX 75201": the address on one line, as the summary and the confirmation show it. */
export function addressInWords(address: InstallationAddress, zip: string): string {
  const place = [address.state, zip.trim()].filter(Boolean).join(' ')
  return [address.street, address.unit, address.city, place].filter(Boolean).join(', ')
}

/**
 * The city and state a ZIP names, for the address fields the buyer left empty: the city only when the ZIP has one
 * place, the state when all its places share one (of US_STATES); nothing when the lookup found none.
 */
export function placeOfZip(details: readonly ZipDetails[]): Partial<Pick<InstallationAddress, 'city' | 'state'>> {
  const states = new Set(details.map((place) => place.State))
  const [first] = details
  const state = states.size === 1 && first && first.State in US_STATES ? { state: first.State } : {}
  const city = details.length === 1 && first?.City ? { city: first.City } : {}
  return { ...city, ...state }
}

/** The address fields of a record that may hold more (the visit's details): only the address's, as text. */
export function addressPartOf(given: Partial<Record<AddressField, unknown>>): Partial<InstallationAddress> {
  return Object.fromEntries(
    ADDRESS_FIELDS.flatMap((field) => (typeof given[field] === 'string' ? [[field, given[field]]] : [])),
  )
}
