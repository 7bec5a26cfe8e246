/** The spec's validation messages (spec §5), word for word. */
export const VALIDATION_MESSAGES = {
  required: 'This field is required.',
  property: 'Please select Own or Rent.',
  firstName: 'First Name is required.',
  lastName: 'Last Name is required.',
  emailRequired: 'Email is required.',
  email: 'Enter a valid email address.',
  phoneRequired: 'Phone is required.',
  phone: 'Enter a valid phone number.',
  fullName: 'Full Name is required.',
  zipRequired: 'ZIP is required.',
  zip: 'Enter a five digit ZIP code.',
  // Not in the spec (the partner-offer form is not shown there): worded like its "{field} is required." and
  // "{field} is not valid." messages, with what a valid customer number looks like.
  customerNumberRequired: 'Customer Number is required.',
  customerNumber: 'Customer Number is not valid. Enter the 6 to 12 digits printed on your monthly statement.',
} as const

/** The spec's default for max/min/regex rules: "{field} is not valid." */
export function notValidMessage(fieldLabel: string): string {
  return `${fieldLabel} is not valid.`
}
