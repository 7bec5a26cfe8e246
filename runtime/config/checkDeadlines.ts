import type { SiteRuntime } from '../SiteRuntime.ts'
import { explainPage } from '../explain/explainPage.ts'
import { type PageText, pageTexts, pageUrls, shownOn } from './checkClaims.ts'
import { type IssueSink, PRICE_PROMOTIONS_FILE } from './IssueSink.ts'

/**
 * Words that promise an offer ends at a moment: "Sale ends Monday", "prices end at midnight", "today only",
 * "this weekend", "limited time", "hurry", "last chance". A "today" that only invites ("Call today", "today's
 * offers") and a term that reserves the right to end an offer ("may change or end at any time") promise no moment.
 */
const MOMENT_WORDS: readonly RegExp[] = [
  /\b(?:ends?|ending|expires?|expiring)\s+(?:today|tonight|tomorrow|soon|this\s+\w+|(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:at\s+)?midnight|at\s+\d|in\s+\d|\d)/i,
  /\b(?:sale|offer|deal|saving|price|discount)s?\s+(?:end|ends|expire|expires)\b/i,
  /\btoday only\b/i,
  /\bthis weekend\b/i,
  /\bonly until\b/i,
]

/**
 * Urgency without a moment ("limited-time savings", "hurry"): a promise in a page's selling words, but in its terms
 * (a LegalBlock) a reservation that the offer may end, as the spec's partner-offer legal text "Limited time offer.
 * Only available to active … customers" (spec 2.9, on the security-partner offer pages) is.
 */
const URGENCY_WORDS: readonly RegExp[] = [
  /\blimited[- ]time\b/i,
  /\bhurry\b/i,
  /\blast chance\b/i,
  /\bwhile supplies last\b/i,
]

/** Blocks that hold an offer's terms: only a named moment is a deadline there. */
const TERMS_BLOCKS: ReadonlySet<string> = new Set(['LegalBlock'])

/**
 * Blocks whose deadline is a declared window of their own: the offer band and its countdown end with the offer
 * hours of site-config/hours.json (spec 4.10), every day, so "9pm CT today" is backed by the hours file.
 */
const HOURS_WINDOW_BLOCKS: ReadonlySet<string> = new Set(['OfferCountdown'])

/** The deadline a text promises ("ends Monday"), or null; `inTerms`: the text is an offer's terms (a LegalBlock). */
export function deadlinePromise(text: string, inTerms = false): string | null {
  for (const words of inTerms ? MOMENT_WORDS : [...MOMENT_WORDS, ...URGENCY_WORDS]) {
    const found = words.exec(text)
    if (found) return found[0]
  }
  return null
}

/**
 * The deadline rule, beside the claims and price rules: a text that promises an offer ends at a moment ("Memorial
 * Day Sale ends Monday at midnight CT") must sit in a block that a date backs, a block `schedule` (America/Chicago)
 * that hides it when the offer ends, or on a partner page with its own schedule; otherwise the page promises
 * urgency every day of the year, after the offer and long before it. Reported once at the text's file:line,
 * naming the pages it shows on. Every page is read as visitors see it (partner pages, query values).
 */
export function checkDeadlines(
  runtime: SiteRuntime,
  schemaDefaults: (type: string) => Record<string, unknown>,
  report: IssueSink,
  include: (url: string) => boolean = () => true,
): void {
  const unbacked = new Map<string, { found: PageText; promise: string; pages: string[] }>()
  const scheduledPartners = new Set(runtime.config.partners.partners.filter((p) => p.schedule).map((p) => p.id))
  for (const url of pageUrls(runtime, include)) {
    const page = explainPage(runtime, url, { schemaDefaults })
    // A partner page that ends with its partner's schedule answers 404 after it: its whole page is dated.
    if (page.partner && scheduledPartners.has(page.partner.id)) continue
    for (const found of pageTexts(runtime, page)) {
      if (found.block && (found.block.scheduled || HOURS_WINDOW_BLOCKS.has(found.block.type))) continue
      const promise = deadlinePromise(found.text, TERMS_BLOCKS.has(found.block?.type ?? ''))
      if (!promise) continue
      const key = `${found.file}|${found.at.join('.')}`
      const entry = unbacked.get(key)
      if (entry) entry.pages.push(url)
      else unbacked.set(key, { found, promise, pages: [url] })
    }
  }
  for (const { found, promise, pages } of unbacked.values()) {
    report(
      found.file,
      found.at,
      `"${promise}" promises that an offer ends, but no date backs it: give the block a "schedule" ({"startsAt", "endsAt"}, America/Chicago) that ends with the offer (for a sale price, {"promotion": "<id>", "when": "during"} of ${PRICE_PROMOTIONS_FILE}), or say no deadline; shown on ${shownOn(pages)}`,
      found.text,
    )
  }
}
