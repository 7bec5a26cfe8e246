import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import { SPEC_URLS } from './specUrls.ts'

/** A URL the identity test renders, and why it is in the list. */
export interface SitePath {
  url: string
  why: string
}

/** A path no route claims, to render the 404 page. */
export const NOT_FOUND_URL = '/no-such-page-for-the-identity-test'

/**
 * Every URL that shows a distinct page of the site: each expanded route (every partner's page included)
 * and its aliases, each declared value of each `:param` enum and of each query rule, the spec's sample
 * URLs for parameters that only have a pattern, and the 404 page. Sorted and de-duplicated, so the list
 * is the same on every machine.
 */
export function sitePaths(runtime: SiteRuntime): SitePath[] {
  const found = new Map<string, string>()
  const add = (url: string, why: string) => {
    if (!found.has(url)) found.set(url, why)
  }
  for (const route of runtime.routes) {
    const paths = [route.path, ...route.aliases].flatMap((path) => expandParams(path, route.params))
    paths.forEach((path, i) =>
      add(path, i === 0 ? `route ${route.key}` : `route ${route.key} (alias or parameter value)`),
    )
    const first = paths[0]
    if (!first) continue
    for (const [name, rule] of route.query) {
      for (const value of rule.values ?? [])
        add(`${first}?${name}=${encodeURIComponent(value)}`, `route ${route.key}, query ${name}`)
    }
    for (const variant of route.variants) {
      add(`${first}?${new URLSearchParams(variant.when.query).toString()}`, `route ${route.key}, variant`)
    }
  }
  for (const url of SPEC_URLS) add(url, 'spec section 2 sample URL')
  add(NOT_FOUND_URL, '404 page')
  return [...found].map(([url, why]) => ({ url, why })).sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0))
}

/** Concrete paths of a path template: every combination of its enum parameters; none when a parameter has no enum. */
function expandParams(path: string, params: SiteRuntime['routes'][number]['params']): string[] {
  const match = /:([A-Za-z][\w]*)(\?)?/.exec(path)
  if (!match) return [path]
  const [whole, name, optional] = match
  const values = params[name!]?.enum
  const out: string[] = []
  if (optional) out.push(...expandParams(path.replace(`/${whole}`, ''), params))
  if (!values) return out
  for (const value of values) out.push(...expandParams(path.replace(whole, value), params))
  return out
}
