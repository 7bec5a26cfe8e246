/** Where checks report a problem: the file and JSON path it is at, and what was expected. */
export type IssueSink = (file: string, path: ReadonlyArray<string | number>, message: string, value?: unknown) => void

/** A sink that says each message once per place: a shared text is reached through every page that shows it. */
export function reportingOnce(report: IssueSink): IssueSink {
  const reported = new Set<string>()
  return (file, path, message, value) => {
    const key = `${file}|${path.join('.')}|${message}`
    if (reported.has(key)) return
    reported.add(key)
    report(file, path, message, value)
  }
}

export const ROUTES_FILE = 'routes.json'
export const PARTNERS_FILE = 'partners.json'
export const LAYOUTS_FILE = 'site-config/layouts.json'
export const NAVIGATION_FILE = 'site-config/navigation.json'
export const SECTIONS_FILE = 'site-config/sections.json'
export const REQUIRED_BLOCKS_FILE = 'site-config/required-blocks.json'
export const CLAIMS_FILE = 'site-config/claims.json'
export const PRICE_PROMOTIONS_FILE = 'site-config/price-promotions.json'
