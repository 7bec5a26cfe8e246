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
  options: ValidityOptions = {},
): () => Map<string, Page> {
  return servedUntil(
    () => pages,
    pricesValidUntil,
    (at) =>
      `a price promotion started or ended at ${at}, after the build: ` +
      'pages are rendered per request with the current prices until the next build',
    options,
  )
}

/**
 * The same for scheduled blocks (the index's `schedulesValidUntil`): a prerendered page shows what was scheduled
 * when it was built, and the boot script corrects it on the clock, but a browser without scripts cannot be
 * corrected. Once a block starts or ends after the build, pages are rendered per request, which show only what is
 * scheduled now (runtime/render/currentSchedules.ts), until the next build.
 */
export function servedWhileSchedulesHold<Page>(
  pages: () => Map<string, Page>,
  schedulesValidUntil: number | undefined,
  options: ValidityOptions = {},
): () => Map<string, Page> {
  return servedUntil(
    pages,
    schedulesValidUntil,
    (at) =>
      `a scheduled block started or ended at ${at}, after the build: ` +
      'pages are rendered per request with what is scheduled now until the next build',
    options,
  )
}

interface ValidityOptions {
  now?: () => number
  log?: (message: string) => void
}

function servedUntil<Page>(
  pages: () => Map<string, Page>,
  validUntil: number | undefined,
  why: (at: string) => string,
  { now = Date.now, log = console.warn }: ValidityOptions,
): () => Map<string, Page> {
  if (validUntil === undefined) return pages
  const none = new Map<string, Page>()
  let told = false
  return () => {
    if (now() < validUntil) return pages()
    if (!told) {
      told = true
      log(why(new Date(validUntil).toISOString()))
    }
    return none
  }
}
