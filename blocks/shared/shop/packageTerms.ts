/**
 * Which of the package's terms (termsData, spec §2.3) the cart and the chosen package's view print, so none says
 * what the view does not offer
 * (rater, third walkthrough: a $448.99 Starter cart printed the 0% APR financing term under the site's $599
 * financing minimum, and a "*" footnote with no starred line; fourth: the package view's footnote had no star):
 * - a footnote ("*…") only with the line it notes, the monitoring, which then carries the star;
 * - a financing term only when the amount due qualifies for financing (the view then shows its monthly figure);
 * - any other term always.
 */
export function packageTerms(terms: unknown, view: { showsMonitoring: boolean; financed: boolean }): string[] {
  if (!Array.isArray(terms)) return []
  return terms
    .map((term) => String(term))
    .filter((term) => {
      if (isFootnote(term)) return view.showsMonitoring
      if (/\bfinancing\b/i.test(term)) return view.financed
      return true
    })
}

/** A term that notes a starred line. */
export function isFootnote(term: string): boolean {
  return term.trimStart().startsWith('*')
}
