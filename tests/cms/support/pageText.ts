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
 * The differences between a page from the local files and the same page from Strapi that are expected, each
 * replaced by a marker in both renderings:
 * - `updatedAt` moments (help articles', legal and company documents' "Updated …"): Strapi stamps them itself
 *   whenever an entry is saved; its API refuses the files' values, so imported entries carry the import's time.
 *   `stamped` lists them as the pages show them, from both sources. (A post's date is its own field: not here.)
 * - documentIds: Strapi generates its own (the files' are stand-ins), and pages may name an entry by it.
 */
export function withoutExpectedDifferences(value: string, documentIds: readonly string[], stamped: readonly string[]): string {
  let out = value
  for (const moment of stamped) out = out.split(moment).join('<updatedAt>')
  for (const id of documentIds) out = out.split(id).join('<documentId>')
  return out
}
