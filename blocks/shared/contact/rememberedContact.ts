import { markLeadSubmitted, sessionValue, setSessionValue } from '../../../services/attribution/browser.ts'
import type { LeadContact } from '../../../services/leads/contract.ts'

/**
 * What the visitor told us this visit (names, e-mail, phone, ZIP), so a later form never asks again (issue 25:
 * the order page asked for details the visitor had just entered). Session storage: it lasts the visit in this
 * tab and leaves with it, and it is never sent anywhere by itself; a form only shows it prefilled and editable.
 */
export const REMEMBERED_CONTACT_KEY = 'harbor-visit-contact'

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'zip'] as const

/** The details remembered this visit (only fields given, as given); empty on the server or without storage. */
export function rememberedContact(): Partial<LeadContact> {
  try {
    const parsed: unknown = JSON.parse(sessionValue(REMEMBERED_CONTACT_KEY) ?? '{}')
    if (parsed === null || typeof parsed !== 'object') return {}
    const stored = parsed as Record<string, unknown>
    return Object.fromEntries(
      FIELDS.flatMap((field) => {
        const value = stored[field]
        return typeof value === 'string' && value.trim() ? [[field, value]] : []
      }),
    )
  } catch {
    return {}
  }
}

/**
 * Adds the non-empty details to what this visit remembers (a later answer replaces an earlier one). Storage full or
 * blocked: the next form simply starts empty.
 */
export function rememberContact(contact: Partial<LeadContact>): void {
  const given = Object.fromEntries(
    FIELDS.flatMap((field) => {
      const value = contact[field]?.trim()
      return value ? [[field, value]] : []
    }),
  )
  if (!Object.keys(given).length) return
  setSessionValue(REMEMBERED_CONTACT_KEY, JSON.stringify({ ...rememberedContact(), ...given }))
}

/** After an accepted lead: spec §4.2's lead_submitted, and the details for the visit's later forms. */
export function leadAccepted(contact: Partial<LeadContact>): void {
  markLeadSubmitted()
  rememberContact(contact)
}
