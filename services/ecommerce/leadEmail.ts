/** Session-storage key that marks this browser session as having visited the shop (spec §3.6). */
export const ECOMM_VISIT_KEY = 'ecomm-visit'

/** ecomm.{uuid}@{domain} (spec §3.6). */
export function makeLeadEmail(uuid: string, domain: string): string {
  return `ecomm.${uuid}@${domain}`
}

/** A new lead e-mail is made when there is none, the lead source changed, or this session has not visited the shop. */
export function needsNewLeadEmail(
  state: { leadEmail: string | null; leadSourceAtEmail: string | null },
  leadSource: string,
  sessionHasVisit: boolean,
): boolean {
  return !state.leadEmail || state.leadSourceAtEmail !== leadSource || !sessionHasVisit
}

/** Whether the e-commerce lead answer counts as success: "success" in any case (spec §4.7), or the lead contract's "accepted". */
export function isLeadSuccess(status: unknown): boolean {
  return typeof status === 'string' && (status.toLowerCase() === 'success' || status === 'accepted')
}
