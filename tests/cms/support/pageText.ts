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

/** The sources of a page's images (`<img src>`), in document order. */
export function imageSources(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/gi)].map((m) => decodeEntities(m[1]!))
}

/**
 * The differences between a page from the local files and the same page from Strapi that are expected:
 * - moments Strapi stamps (help articles' and legal and company documents' "Updated …", a `<time>` whose
 *   `datetime` is a moment, not a calendar date): Strapi sets `updatedAt` itself whenever an entry is saved and
 *   its API refuses the files' values, so imported entries carry the import's time. Replaced in the HTML by a
 *   marker. A post's date is a calendar date of its own (`date`), compared as it is.
 */
export function withoutStampedMoments(html: string): string {
  return html.replace(/<time\b[^>]*\bdatetime="\d{4}-\d{2}-\d{2}T[^"]*"[^>]*>[^<]*<\/time>/gi, ' <updatedAt> ')
}

/**
 * - documentIds: Strapi generates its own (the files' are stand-ins), and pages may name an entry by it; each is
 *   replaced by a marker in both renderings' text and links.
 */
export function withoutDocumentIds(value: string, documentIds: readonly string[]): string {
  let out = value
  for (const id of documentIds) out = out.split(id).join('<documentId>')
  return out
}
