/**
 * Prerendered pages quote the prices of the moment they were built. Once a price promotion starts or ends after
 * the build (the index's `pricesValidUntil`, scripts/build/prerender.ts), their prices are no longer the
 * catalogue's: from then on no prerendered page is served and every page is rendered per request with today's
 * prices, until the next build renders them again (a page's key holds the promotions running, pageKeys.ts).
 * No date stops the site: the pages stay up, a little slower, and the log says why once.
 */
export function servedWhilePricesHold<Page>(
  pages: Map<string, Page>,
  pricesValidUntil: number | undefined,
  { now = Date.now, log = console.warn }: { now?: () => number; log?: (message: string) => void } = {},
): () => Map<string, Page> {
  if (pricesValidUntil === undefined) return () => pages
  const none = new Map<string, Page>()
  let told = false
  return () => {
    if (now() < pricesValidUntil) return pages
    if (!told) {
      told = true
      log(
        `a price promotion started or ended at ${new Date(pricesValidUntil).toISOString()}, after the build: ` +
          'pages are rendered per request with the current prices until the next build',
      )
    }
    return none
  }
}
