import { stemmer } from 'stemmer'

/** Words that say nothing about what a question is about; left out so "how do I" does not match everything. */
const STOP_WORDS = new Set(
  'a an and are as at be but by can do does for from how i if in is it me my of on or should so that the their them then there this to was what when where which who why will with you your'.split(
    ' ',
  ),
)

/**
 * The form a word is indexed and searched under (MiniSearch's processTerm): lower case, then its Porter stem (the
 * `stemmer` package), so "beeping", "beeps" and "beeped" all meet "beep" and "batteries" meets "battery"; null for a
 * stop word, so "my panel is beeping" asks only for "panel" and "beeping". Index and query go through the same
 * function, so a customer's wording need not be the article's.
 */
export function searchTerm(word: string): string | null {
  const lower = word.toLowerCase()
  return STOP_WORDS.has(lower) ? null : stemmer(lower)
}
