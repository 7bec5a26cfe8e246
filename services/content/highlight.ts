/** A piece of text, marked when it is one of the words a search matched. */
export interface HighlightSegment {
  text: string
  match: boolean
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu

/** How a word of the text is compared with the matched terms: by default its lower-case form. */
export type TermOf = (word: string) => string
const lowerCase: TermOf = (word) => word.toLowerCase()

/**
 * Splits `text` into segments, marking each word whose form (`termOf`: lower case, or the search's stem) is one of
 * `terms`.
 */
export function highlight(text: string, terms: ReadonlySet<string>, termOf: TermOf = lowerCase): HighlightSegment[] {
  const segments: HighlightSegment[] = []
  let last = 0
  for (const found of text.matchAll(WORD)) {
    if (!terms.has(termOf(found[0]))) continue
    const start = found.index
    if (start > last) segments.push({ text: text.slice(last, start), match: false })
    segments.push({ text: found[0], match: true })
    last = start + found[0].length
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false })
  return segments
}

/**
 * A short window of `text` around the first matched word, cut at word boundaries, so a result shows
 * why it matched rather than always the article's first sentence.
 */
export function snippetAround(
  text: string,
  terms: ReadonlySet<string>,
  length = 200,
  termOf: TermOf = lowerCase,
): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= length) return flat
  let first = -1
  for (const found of flat.matchAll(WORD)) {
    if (terms.has(termOf(found[0]))) {
      first = found.index
      break
    }
  }
  let start = first <= 0 ? 0 : Math.max(0, first - Math.floor(length / 3))
  if (start > 0) start = flat.indexOf(' ', start) + 1 || start
  let end = Math.min(flat.length, start + length)
  if (end < flat.length) end = flat.lastIndexOf(' ', end) > start ? flat.lastIndexOf(' ', end) : end
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`
}
