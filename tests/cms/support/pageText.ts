/**
 * What a reader gets from a page: its visible text and where its links go. Markup, attributes other than
 * href, scripts and styles are left out, so two renderings compare by what they say and link to.
 */
export function pageText(html: string): { text: string; links: string[] } {
  const body = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
  const links = [...body.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)].map((m) => decodeEntities(m[1]!))
  const text = decodeEntities(body.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()
  return { text, links }
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
}

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December'
const SHORT_MONTHS = 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec'

/**
 * The differences between a page from the local files and the same page from Strapi that are expected, each
 * replaced by a marker in both renderings:
 * - dates: Strapi stamps `updatedAt` and `publishedAt` itself when an entry is saved or published; its API
 *   refuses the files' values, so imported entries carry the import's dates ("Updated …", post dates);
 * - documentIds: Strapi generates its own (the files' are stand-ins), and pages may name an entry by it.
 */
export function withoutExpectedDifferences(value: string, documentIds: readonly string[]): string {
  let out = value
    .replace(/\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?/g, '<date>')
    .replace(new RegExp(`\\b(${MONTHS}|${SHORT_MONTHS})\\.? \\d{1,2}, \\d{4}`, 'g'), '<date>')
    .replace(new RegExp(`\\b\\d{1,2} (${MONTHS}|${SHORT_MONTHS}) \\d{4}`, 'g'), '<date>')
  for (const id of documentIds) out = out.split(id).join('<documentId>')
  return out
}
