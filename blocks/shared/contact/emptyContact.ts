import type { LeadContact } from '../../../services/leads/contract.ts'

/** A contact form before the visitor types. */
export const EMPTY_CONTACT: LeadContact = { firstName: '', lastName: '', email: '', phone: '', zip: '' }
