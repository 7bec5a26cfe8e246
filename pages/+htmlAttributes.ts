import type { PageContextServer } from 'vike/types'
import { CLOSED_TODAY_ATTRIBUTE } from '../services/hours/availabilityBootScript.ts'

/**
 * Attributes of <html> the server knows for this request:
 * - `data-lead-submitted` for a browser that sent a lead without scripts (server/leads/leadSubmittedCookie.server.ts):
 *   what the head boot script sets from local storage after a scripted lead, so the forms that hide after a lead
 *   show "we have your request" instead (runtime/render/FrameStyles.tsx);
 * - `data-closed-today="<date>"` on a closed date (server/closedToday.server.ts): what the boot script sets, so the
 *   call lines say the holiday's words with scripts off too (blocks/shared/ClosedDayWords.tsx). Never while
 *   prerendering: a prerendered page is marked when it is served (server/prerenderedPages.server.ts).
 */
export default function htmlAttributes(pageContext: PageContextServer): Record<string, string> | undefined {
  const attributes: Record<string, string> = {}
  if (pageContext.leadSubmitted) attributes['data-lead-submitted'] = ''
  if (pageContext.closedToday) attributes[CLOSED_TODAY_ATTRIBUTE] = pageContext.closedToday
  return Object.keys(attributes).length > 0 ? attributes : undefined
}
