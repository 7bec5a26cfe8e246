/** `(855) 555-0100` -> `tel:+18555550100`: phone numbers are stored as people read them. */
export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '')}`
}
