import { plainText } from './richText.ts'
import type { RichText } from './types.ts'

/**
 * The reading speed a post's "N min read" assumes: 238 words a minute, the average silent reading rate of adults
 * reading non-fiction in English (Brysbaert 2019, "How many words do we read per minute? A review and
 * meta-analysis of reading rate", Journal of Memory and Language 109).
 */
export const READING_WORDS_PER_MINUTE = 238

/** The words of a text: runs between spaces that hold a letter or a digit (a dash alone is no word). */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/**
 * A post's reading time in whole minutes, rounded up and at least 1, counted from the words of its body, so no
 * typed figure can contradict the text (a 155-word post said "4 min read": fifth walkthrough, D14). Pictures'
 * alternative texts are left out: a sighted reader does not read them.
 */
export function readingMinutes(body: RichText): number {
  const words = wordCount(plainText(body.filter((node) => node.type !== 'image')))
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE))
}
