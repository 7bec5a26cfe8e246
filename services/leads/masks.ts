/**
 * Input masks of the lead forms (spec §5). Pure: raw input in, displayed value out; the form applies
 * them on every change, so what is typed or pasted always looks like what the server expects.
 */

/**
 * "(NXX) XXX-XXXX": keeps digits only, drops leading 0s and 1s (the first digit is 2–9, which also
 * strips a pasted "+1" country code), at most 10 digits, formatted as far as typed.
 */
export function maskPhone(raw: string): string {
  const digits = raw
    .replace(/\D/g, '')
    .replace(/^[01]+/, '')
    .slice(0, 10)
  if (digits.length === 0) return ''
  const area = digits.slice(0, 3)
  const exchange = digits.slice(3, 6)
  const line = digits.slice(6)
  if (digits.length <= 3) return `(${area}`
  if (digits.length <= 6) return `(${area}) ${exchange}`
  return `(${area}) ${exchange}-${line}`
}

/** ZIP: digits only, at most 5 (a pasted ZIP+4 keeps its first five). */
export function maskZip(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 5)
}

/**
 * Contact details as the masked inputs show them. A form that starts from details the server kept gives
 * react-hook-form these, the same values its server HTML shows, so hydration never swaps "(312) 555-0142" for
 * however the details were stored.
 */
export function maskedContact<Contact extends { phone?: string; zip?: string }>(contact: Contact): Contact {
  return {
    ...contact,
    ...(contact.phone !== undefined && { phone: maskPhone(contact.phone) }),
    ...(contact.zip !== undefined && { zip: maskZip(contact.zip) }),
  }
}

/** The greatest length a masked ZIP can have, for the input's maxLength. */
export const ZIP_MAX_LENGTH = 5
/** "(312) 555-0142" */
export const PHONE_MAX_LENGTH = 14
