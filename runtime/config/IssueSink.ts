/** Where checks report a problem: the file and JSON path it is at, and what was expected. */
export type IssueSink = (file: string, path: ReadonlyArray<string | number>, message: string, value?: unknown) => void

export const ROUTES_FILE = 'routes.json'
export const PARTNERS_FILE = 'partners.json'
export const LAYOUTS_FILE = 'site-config/layouts.json'
export const NAVIGATION_FILE = 'site-config/navigation.json'
export const SECTIONS_FILE = 'site-config/sections.json'
export const REQUIRED_BLOCKS_FILE = 'site-config/required-blocks.json'
export const CLAIMS_FILE = 'site-config/claims.json'
export const PRICE_PROMOTIONS_FILE = 'site-config/price-promotions.json'
