/**
 * Which of the package's terms (termsData, spec §2.3) the cart prints, so none says what the cart does not offer
 * (rater, third walkthrough: a $448.99 Starter cart printed the 0% APR financing term under the site's $599
 * financing minimum, and a "*" footnote with no starred line):
 * - a footnote ("*…") only with the line it notes, the monitoring, which then carries the star;
 * - a financing term only when the amount due qualifies for financing (the cart then shows its monthly figure);
 * - any other term always.
 */
export function cartTerms(terms: unknown, cart: { showsMonitoring: boolean; financed: boolean }): string[] {
  if (!Array.isArray(terms)) return []
  return terms
    .map((term) => String(term))
    .filter((term) => {
      if (isFootnote(term)) return cart.showsMonitoring
      if (/\bfinancing\b/i.test(term)) return cart.financed
      return true
    })
}

/** A term that notes a starred line. */
export function isFootnote(term: string): boolean {
  return term.trimStart().startsWith('*')
}
