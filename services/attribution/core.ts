import type { LeadAttribution } from '../leads/contract.ts'

/**
 * Marketing attribution (spec §3.1, §7.5 "utm-cookies", §9.1): which query values a page load stores in
 * cookies, with which cookie options, and what a lead carries. Pure: the browser adapter passes in the
 * query, the cookies and the storage it read.
 */

export interface AttributionSettings {
  /** The captured UTM parameters, each kept in a cookie of the same name (spec §9.7). */
  utmParameters: readonly string[]
  /** Click-id query parameter -> the cookie it is kept in, e.g. gclid -> _bgclid (spec §3.1). */
  clickIdCookies: Readonly<Record<string, string>>
  /** Cookie lifetime in seconds (spec §9.1: 86400). */
  cookieMaxAgeSeconds: number
  /** The company's registrable domain, e.g. harborhomesecurity.com: cookies are shared by its subdomains. */
  companyDomain: string
  /** Session-storage key of the affiliate id (spec §3.6 "{affiliate-service}-id"). */
  affiliateSessionKey: string
}

/** Cookie names read for the lead but written by other scripts. */
export const ANALYTICS_COOKIE = '_ga'
export const HUBSPOT_COOKIE = 'hubspotutk'
export const VISITOR_ID_COOKIE = 'infinity_vid'
/** Local-storage flag set after a lead; product pages then hide their lead form (spec §4.2). */
export const LEAD_SUBMITTED_KEY = 'lead_submitted'

export interface CookieToStore {
  name: string
  value: string
}

export interface CookieOptions {
  path: '/'
  /** js-cookie takes days; 86400 s is 1 day. */
  expires: number
  sameSite: 'lax'
  secure: boolean
  /** Absent: a host-only cookie (localhost, or a host outside the company domain). */
  domain?: string
}

type Query = Pick<URLSearchParams, 'get'>

function queryValue(query: Query, name: string): string | undefined {
  const value = query.get(name)?.trim()
  return value ? value : undefined
}

/** The UTM values and click ids a page load carries in its query, as the cookies that keep them. */
export function attributionCookiesFromQuery(query: Query, settings: AttributionSettings): CookieToStore[] {
  const cookies: CookieToStore[] = []
  for (const name of settings.utmParameters) {
    const value = queryValue(query, name)
    if (value) cookies.push({ name, value })
  }
  for (const [parameter, cookie] of Object.entries(settings.clickIdCookies)) {
    const value = queryValue(query, parameter)
    if (value) cookies.push({ name: cookie, value })
  }
  return cookies
}

/**
 * Where the cookies live: on `.companyDomain` when the page is served from it or one of its subdomains
 * (so www and the shop share them), host-only anywhere else (localhost, preview hosts).
 */
export function attributionCookieOptions(
  hostname: string,
  protocol: string,
  settings: AttributionSettings,
): CookieOptions {
  const host = hostname.toLowerCase()
  const domain = settings.companyDomain.toLowerCase().replace(/^\./, '')
  const onCompanyDomain = host === domain || host.endsWith(`.${domain}`)
  return {
    path: '/',
    expires: settings.cookieMaxAgeSeconds / 86400,
    sameSite: 'lax',
    secure: protocol === 'https:',
    ...(onCompanyDomain ? { domain } : {}),
  }
}

/**
 * The analytics client id from a `_ga` cookie ("GA1.1.1234567890.1700000000" -> "1234567890.1700000000");
 * a value not in that shape is passed on as it is.
 */
export function analyticsClientId(gaCookie: string | undefined): string | undefined {
  if (!gaCookie) return undefined
  const match = /^GA\d+\.\d+\.(.+)$/.exec(gaCookie)
  return match ? match[1] : gaCookie
}

export interface AttributionSources {
  query: Query
  cookies: Readonly<Record<string, string | undefined>>
  sessionStorage: { getItem(key: string): string | null }
}

/** What a lead carries (LeadAttribution): the query wins over a stored cookie, so the latest click counts. */
export function readAttribution(sources: AttributionSources, settings: AttributionSettings): LeadAttribution {
  const { query, cookies } = sources
  const pick = (parameter: string, cookie: string) => queryValue(query, parameter) ?? (cookies[cookie] || undefined)
  const attribution: Record<string, string | undefined> = {}
  for (const name of settings.utmParameters) attribution[name] = pick(name, name)
  for (const [parameter, cookie] of Object.entries(settings.clickIdCookies))
    attribution[parameter] = pick(parameter, cookie)
  attribution.infinity_vid = cookies[VISITOR_ID_COOKIE] || undefined
  attribution.googleClientId = analyticsClientId(cookies[ANALYTICS_COOKIE])
  attribution.hutk = cookies[HUBSPOT_COOKIE] || undefined
  attribution.affiliateId = sources.sessionStorage.getItem(settings.affiliateSessionKey) || undefined
  return Object.fromEntries(Object.entries(attribution).filter(([, value]) => value !== undefined))
}
