/**
 * Who may claim the security-partner offer. The spec says only that the offer is for active customers
 * (§1, §6); the site enforces it on the server with the customer-type call (§7.1 item 5), whose answer
 * shape is not shown. This module reads that answer defensively: anything it cannot read as an active
 * customer is refused, never accepted by default.
 */

/** The customer-type answer as the site's customer API client normalises it. */
export interface CustomerTypeRecord {
  customerNumber: string
  /** e.g. "Active", "Inactive", "Cancelled", "Pending". */
  status: string
  /** Whether the e-mail given matches the one on the account, as the customer API reports it. */
  emailMatches: boolean
}

export type Eligibility = { eligible: true } | { eligible: false; reason: 'not-active' | 'unknown-customer' }

/**
 * `record` is null when the customer API found no customer for the number and e-mail. A customer whose
 * e-mail does not match is treated like an unknown one, so the form never reveals which numbers exist.
 */
export function eligibilityOf(record: CustomerTypeRecord | null, eligibleStatuses: readonly string[]): Eligibility {
  if (!record || !record.emailMatches) return { eligible: false, reason: 'unknown-customer' }
  const active = eligibleStatuses.some((status) => status.toLowerCase() === record.status.trim().toLowerCase())
  return active ? { eligible: true } : { eligible: false, reason: 'not-active' }
}

/** Customer numbers are digits; spaces and dashes people copy from statements are dropped. */
export function normaliseCustomerNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '')
}

export const CUSTOMER_NUMBER_PATTERN = /^\d{6,12}$/
