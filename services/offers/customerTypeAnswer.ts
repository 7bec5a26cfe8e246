import type { CustomerTypeRecord } from './eligibility.ts'
import { normaliseCustomerNumber } from './eligibility.ts'

/**
 * The answer of `GET /CJMA/FetchCustomerType?customerNumber=…&email=…` (spec §7.1 item 5, shape not shown
 * there). The site reads this shape, which the embedded lead API answers and docs/features/offers-and-lead-emails.md documents:
 *
 *   { customerNumber: "100234", email: "alex.morgan@example.com",
 *     customerType: "existing" | "new",          // "new": no customer with this number (and e-mail)
 *     status: "Active" | "Inactive" | "Cancelled" | … | null,
 *     active: boolean,                           // read when status is missing
 *     emailMatches: boolean }                    // or, when missing, `email` must echo the one asked
 */
export class UnreadableCustomerType extends Error {}

/**
 * Maps the answer to a CustomerTypeRecord, or null when no such customer exists. An answer the site
 * cannot read throws UnreadableCustomerType: the claim is then neither accepted nor refused, the visitor
 * is asked to try later (an unreadable answer must never let a claim through, nor blame the customer).
 */
export function customerTypeRecordOf(
  data: unknown,
  asked: { customerNumber: string; email: string },
): CustomerTypeRecord | null {
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    throw new UnreadableCustomerType(`not an object: ${JSON.stringify(data)}`)
  const answer = data as Record<string, unknown>
  const type = typeof answer.customerType === 'string' ? answer.customerType.trim().toLowerCase() : ''
  if (type === 'new') return null
  if (type !== 'existing')
    throw new UnreadableCustomerType(`unknown customerType ${JSON.stringify(answer.customerType)}`)
  const number =
    typeof answer.customerNumber === 'string' || typeof answer.customerNumber === 'number'
      ? normaliseCustomerNumber(String(answer.customerNumber))
      : ''
  // An answer about another customer than the one asked is not an answer about this one.
  if (number !== normaliseCustomerNumber(asked.customerNumber)) return null
  const status =
    typeof answer.status === 'string'
      ? answer.status
      : answer.active === true
        ? 'Active'
        : answer.active === false
          ? 'Inactive'
          : ''
  const emailMatches =
    typeof answer.emailMatches === 'boolean'
      ? answer.emailMatches
      : typeof answer.email === 'string' && answer.email.trim().toLowerCase() === asked.email.trim().toLowerCase()
  return { customerNumber: number, status, emailMatches }
}
