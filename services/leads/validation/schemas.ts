import { VALIDATION_MESSAGES as M } from './messages.ts'
import { CUSTOMER_NUMBER, EMAIL, NOT_BLANK, PHONE, ZIP } from './patterns.ts'

/**
 * The lead forms' rules (spec §5) as JSON Schema (draft-07, the dialect of the react-hook-form ajv
 * resolver) with ajv-errors messages. The same schemas run in the browser (through the resolver) and on
 * the server (through validateContact), so both sides say the same words.
 */

/** Which set of rules a form applies. */
export type ContactRules =
  /** Consultation, secure offer, embedded shop form: the five contact fields. */
  | 'contact'
  /** Callback forms 2 and modal: contact fields plus the rent/own choice. */
  | 'callback'
  /** Callback form 1: also the security-system Yes/No of step 2. */
  | 'callbackWithSecuritySystem'
  /**
   * The e-commerce lead (spec §3.6, §4.7): the shop's checkout sends the generated lead e-mail and the ZIP
   * when the buyer gave one, so names, phone and ZIP may be empty (a buyer who came from the assessment never
   * typed a ZIP, and rejecting the lead lost it); a phone or ZIP that is given must still be a valid one.
   */
  | 'ecommerce'
  /** The security-partner offer's claim form: customer number, names, e-mail and phone (no ZIP). */
  | 'offerClaim'

export const PROPERTY_TYPES = ['property_type_owned', 'property_type_rental'] as const
export type PropertyType = (typeof PROPERTY_TYPES)[number]
export const SECURITY_SYSTEM_ANSWERS = ['Yes', 'No'] as const
export type SecuritySystemAnswer = (typeof SECURITY_SYSTEM_ANSWERS)[number]

/** The values a lead form holds; the contact names match LeadContact, the answers the spec's field names. */
export interface ContactValues {
  firstName: string
  lastName: string
  email: string
  phone: string
  zip: string
  property_type?: PropertyType | ''
  do_you_have_a_security_system?: SecuritySystemAnswer | ''
  /** No rule (spec §5). */
  referralCode?: string
  /** The partner-offer claim form only. */
  customerNumber?: string
}

export type ContactField =
  | 'property_type'
  | 'do_you_have_a_security_system'
  | 'customerNumber'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'zip'

/**
 * The order fields are checked and reported in: the choices come first because they sit above the contact
 * fields (step 1 and 2, or inline at the top), then the spec's order: first name, last name, e-mail, phone, ZIP.
 */
export const FIELD_ORDER: readonly ContactField[] = [
  'property_type',
  'do_you_have_a_security_system',
  'customerNumber',
  'firstName',
  'lastName',
  'email',
  'phone',
  'zip',
]

export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'zip'] as const

/** The message shown when a field is missing, empty or whitespace only. */
export const REQUIRED_MESSAGES: Record<ContactField, string> = {
  property_type: M.property,
  do_you_have_a_security_system: M.required,
  customerNumber: M.customerNumberRequired,
  firstName: M.firstName,
  lastName: M.lastName,
  email: M.emailRequired,
  phone: M.phoneRequired,
  zip: M.zipRequired,
}

/** A required text field: blank fails with `requiredMessage`; a non-blank value must match `format`. */
function textField(requiredMessage: string, format?: { pattern: string; message: string }) {
  const field = {
    type: 'string',
    pattern: NOT_BLANK,
    errorMessage: { type: requiredMessage, pattern: requiredMessage } as Record<string, string>,
  }
  if (!format) return field
  field.errorMessage.if = format.message
  return {
    ...field,
    // Only a non-blank value is checked against the format, so a blank field reports one message.
    if: { type: 'string', pattern: NOT_BLANK },
    then: { type: 'string', pattern: format.pattern, errorMessage: format.message },
  }
}

function choiceField(values: readonly string[], message: string) {
  return { type: 'string', enum: values, errorMessage: message }
}

const contactProperties = {
  firstName: textField(M.firstName),
  lastName: textField(M.lastName),
  email: textField(M.emailRequired, { pattern: EMAIL, message: M.email }),
  phone: textField(M.phoneRequired, { pattern: PHONE, message: M.phone }),
  zip: textField(M.zipRequired, { pattern: ZIP, message: M.zip }),
  referralCode: { type: 'string' },
}

function objectSchema(required: readonly ContactField[], extraProperties: Record<string, unknown>) {
  return {
    type: 'object',
    required: [...required],
    properties: { ...contactProperties, ...extraProperties },
    errorMessage: {
      required: Object.fromEntries(required.map((field) => [field, REQUIRED_MESSAGES[field]])),
    },
  }
}

const securitySystemField = choiceField(SECURITY_SYSTEM_ANSWERS, M.required)

/** A text field that may be empty; a non-blank value must match `format`. */
function optionalTextField(format: { pattern: string; message: string }) {
  return {
    type: 'string',
    if: { type: 'string', pattern: NOT_BLANK },
    then: { type: 'string', pattern: format.pattern, errorMessage: format.message },
  }
}

/** JSON Schemas per rule set, for the react-hook-form ajv resolver and for the server. */
export const CONTACT_SCHEMAS: Record<ContactRules, Record<string, unknown>> = {
  // The security-system answer is optional here, but when a client sends one it must be Yes or No.
  contact: objectSchema(CONTACT_FIELDS, { do_you_have_a_security_system: securitySystemField }),
  callback: objectSchema(['property_type', ...CONTACT_FIELDS], {
    property_type: choiceField(PROPERTY_TYPES, M.property),
    do_you_have_a_security_system: securitySystemField,
  }),
  callbackWithSecuritySystem: objectSchema(['property_type', 'do_you_have_a_security_system', ...CONTACT_FIELDS], {
    property_type: choiceField(PROPERTY_TYPES, M.property),
    do_you_have_a_security_system: securitySystemField,
  }),
  ecommerce: objectSchema(['email'], {
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    phone: optionalTextField({ pattern: PHONE, message: M.phone }),
    zip: optionalTextField({ pattern: ZIP, message: M.zip }),
    do_you_have_a_security_system: securitySystemField,
  }),
  offerClaim: objectSchema(['customerNumber', 'firstName', 'lastName', 'email', 'phone'], {
    customerNumber: textField(M.customerNumberRequired, { pattern: CUSTOMER_NUMBER, message: M.customerNumber }),
  }),
}

/** The fields a rule set checks, in FIELD_ORDER. */
export function fieldsOf(rules: ContactRules): ContactField[] {
  const required = CONTACT_SCHEMAS[rules].required as string[]
  return FIELD_ORDER.filter((field) => required.includes(field))
}
