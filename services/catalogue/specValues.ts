import type { Catalogue } from './types.ts'

/**
 * A productSpecification's lines: ";"-separated ("1080p HD;Weatherproof IP66;Motion-activated clips"), each trimmed,
 * empty ones dropped. One reading for the shop's package items and device cards and the marketing pages' cards, so
 * they state the same facts.
 */
export function specificationLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(';')
    .map((line) => line.trim())
    .filter(Boolean)
}

/**
 * A device's facts as the catalogue states them (its productSpecification lines), by device slug: what a product
 * card shows as its first features when it names the device (`"specs": { "catalogue": "outdoor-camera" }`), so the
 * marketing pages and the shop state one set of facts (seventh walkthrough E2: "2K HDR" on /cameras, "1080p HD" in
 * the shop).
 */
export function catalogueSpecs(catalogue: Catalogue): Map<string, string[]> {
  return new Map(catalogue.addOnItems.map((item) => [item.slug, specificationLines(item.productSpecification)]))
}

/**
 * Words that state a measurable spec: a resolution (1080p, 1536p, 2K, 4K), an ingress rating (IP66), a range in
 * feet (25 ft, 40-foot), a weight (40 lb: a motion sensor's pet immunity), a loudness (85 dB), a screen size
 * (7-inch) or an operating temperature (-4°F). Sentences that sell ("Quick replies when you're busy") state none.
 */
const SPEC_WORDS =
  /\b\d{3,4}p\b|\b\d(?:\.\d)?K\b|\bIP\d{2}\b|\b\d+(?:\.\d+)?[\s-]?(?:ft|feet|foot|lbs?|pounds?|dB|inch|in\.)(?![\w])|-?\d+\s?°\s?[FC]\b/gi

/**
 * A spec as written, compared without case, spaces or hyphens and in one unit word ("25 ft" = "25ft" = "25-foot",
 * "40 lb" = "40 lbs" = "40 pounds", "7-inch" = "7 in.").
 */
function specKey(word: string): string {
  return word
    .toLowerCase()
    .replace(/[\s-]/g, '')
    .replace(/(feet|foot)$/, 'ft')
    .replace(/(lbs|pounds?)$/, 'lb')
    .replace(/in\.$/, 'inch')
    .replace(/°/g, '')
}

/** The specs a text states that none of `backing` (the catalogue's own words for the device) states. */
export function unbackedSpecs(text: string, backing: readonly string[]): string[] {
  const stated = [...text.matchAll(SPEC_WORDS)].map((m) => m[0])
  // Most texts state no figure: the backing (for a page-wide text, every device of the catalogue) is not read then.
  // The config check asks this of every text of every page, partner pages included.
  if (!stated.length) return stated
  const backed = new Set(backing.flatMap((line) => [...line.matchAll(SPEC_WORDS)].map((m) => specKey(m[0]))))
  return stated.filter((word) => !backed.has(specKey(word)))
}
