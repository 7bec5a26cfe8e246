/**
 * The contact fields of the assessment and scheduling forms, validated with the spec's messages (§5) in
 * the spec's order (first name, last name, e-mail, phone, ZIP). Deliberately small: the shared form
 * validation of the lead-capture issue replaces it once merged.
 */
import type { LeadContact } from '../leads/contract.ts'

export type ContactField = keyof LeadContact
export type ContactErrors = Partial<Record<ContactField, string>>

export const CONTACT_FIELD_ORDER: readonly ContactField[] = ['firstName', 'lastName', 'email', 'phone', 'zip']

const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/
/** 10 digits, optional parentheses round the area code, dashes or spaces between groups, first digit 2–9. */
const PHONE = /^(?:\([2-9]\d{2}\)|[2-9]\d{2})[-\s]?\d{3}[-\s]?\d{4}$/
const ZIP = /^\d{5}/

const isBlank = (value: string) => value.trim() === ''

/** The first failing rule's message per field; an empty object when the contact is valid. */
export function validateContact(contact: LeadContact): ContactErrors {
  const errors: ContactErrors = {}
  if (isBlank(contact.firstName)) errors.firstName = 'First Name is required.'
  if (isBlank(contact.lastName)) errors.lastName = 'Last Name is required.'
  if (isBlank(contact.email)) errors.email = 'Email is required.'
  else if (!contact.email.split(',').every((address) => EMAIL.test(address.trim()))) errors.email = 'Enter a valid email address.'
  if (isBlank(contact.phone)) errors.phone = 'Phone is required.'
  else if (!PHONE.test(contact.phone.trim())) errors.phone = 'Enter a valid phone number.'
  if (isBlank(contact.zip)) errors.zip = 'ZIP is required.'
  else if (!ZIP.test(contact.zip.trim())) errors.zip = 'Enter a five digit ZIP code.'
  return errors
}

/** The first invalid field in the spec's order, to focus and scroll to. */
export function firstInvalidField(errors: ContactErrors): ContactField | null {
  return CONTACT_FIELD_ORDER.find((field) => errors[field]) ?? null
}

/** Masks typed digits as (NXX) XXX-XXXX; a leading 0 or 1 (a country prefix) is dropped. */
export function maskPhone(input: string): string {
  const digits = input.replace(/\D/g, '').replace(/^[01]+/, '').slice(0, 10)
  if (digits.length === 0) return ''
  if (digits.length < 4) return `(${digits}`
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
}

/** ZIP input: digits only, at most 5. */
export function maskZip(input: string): string {
  return input.replace(/\D/g, '').slice(0, 5)
}
