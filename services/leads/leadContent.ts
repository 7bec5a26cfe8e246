import type { LeadAnswer, LeadContact } from './contract.ts'

/** The form answers a lead carries besides the contact (spec §4.3, §4.4): sent only when answered. */
const ANSWER_FIELDS = ['property_type', 'do_you_have_a_security_system', 'referralCode'] as const

type LeadContentField = (typeof ANSWER_FIELDS)[number] | keyof LeadContact

/** What a lead says, from a lead form's values: the trimmed contact, and the answers that were given. */
export interface LeadContent {
  contact: LeadContact
  answers: Record<string, LeadAnswer>
}

/**
 * One reading of a lead form's values, whether the form's code sends them (blocks/shared/contact/useLeadSubmission)
 * or the browser posted them without scripts (server/leads/leadFormPosts), so both file the same lead.
 */
export function leadContentOf(values: Partial<Record<LeadContentField, string>>): LeadContent {
  const answers: Record<string, LeadAnswer> = {}
  for (const field of ANSWER_FIELDS) {
    const value = values[field]?.trim()
    if (value) answers[field] = value
  }
  const given = (field: keyof LeadContact) => values[field]?.trim() ?? ''
  return {
    contact: {
      firstName: given('firstName'),
      lastName: given('lastName'),
      email: given('email'),
      phone: given('phone'),
      zip: given('zip'),
    },
    answers,
  }
}
