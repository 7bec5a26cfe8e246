import { searchTerm } from './searchTerms.ts'

/** A piece of text, marked when it is one of the words a search matched. */
export interface HighlightSegment {
  text: string
  match: boolean
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu

/**
 * Whether a word of the text is one a search matched: `terms` are the search's own terms (stems, searchTerm), so the
 * word is compared by its stem and marked in its own form ("beeps" for a search for "beeping"); a stop word never is.
 */
function matches(word: string, terms: ReadonlySet<string>): boolean {
  const term = searchTerm(word)
  return term !== null && terms.has(term)
}

/** Splits `text` into segments, marking each word whose stem is one of the matched `terms`. */
export function highlight(text: string, terms: ReadonlySet<string>): HighlightSegment[] {
  const segments: HighlightSegment[] = []
  let last = 0
  for (const found of text.matchAll(WORD)) {
    if (!matches(found[0], terms)) continue
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
export function snippetAround(text: string, terms: ReadonlySet<string>, length = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= length) return flat
  let first = -1
  for (const found of flat.matchAll(WORD)) {
    if (matches(found[0], terms)) {
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
