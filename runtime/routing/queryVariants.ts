import type { ExpandedRoute, QueryRules } from './expandRoutes.ts'

/**
 * Query variants of a prerendered page. A page's HTML depends on the query only through the values its
 * route declares (resolvePage's declaredQuery drops everything else: utm_source and the like only feed
 * attribution in the browser). When every declared value is a closed list (`"values"`), each combination
 * is a page of its own, prerendered at build time and named by a URL of one fixed form: the path, then
 * the declared values in the route's declaration order. A value outside its list is rendered per request.
 */

/** Whether the route's query can be prerendered: every value it reads comes from a declared list. */
export function hasFiniteQuery(rules: QueryRules): boolean {
  return [...rules.values()].every((rule) => rule.values !== undefined && rule.pattern === undefined)
}

/** Every combination of declared values of a route (each value, or none), the bare page first. */
export function queryCombinations(rules: QueryRules): Array<Record<string, string>> {
  let combinations: Array<Record<string, string>> = [{}]
  for (const [name, rule] of rules) {
    const values = [...(rule.values ?? [])]
    combinations = combinations.flatMap((query) => [query, ...values.map((value) => ({ ...query, [name]: value }))])
  }
  return combinations
}

/** The one URL of a page and its declared query values, e.g. `/secure?utm_ads=lowcost-envir`. */
export function variantUrl(path: string, rules: QueryRules, query: Readonly<Record<string, string>>): string {
  const search = new URLSearchParams()
  for (const name of rules.keys()) {
    const value = query[name]
    if (value !== undefined) search.set(name, value)
  }
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

/** The prerendered URLs of a static route: its path, or one URL per combination of declared query values. */
export function prerenderUrlsOf(route: ExpandedRoute): string[] {
  return queryCombinations(route.query).map((query) => variantUrl(route.path, route.query, query))
}

/**
 * The prerendered URL that answers a request for a static route, or null when a declared value is outside
 * its list (that request is rendered per request). Query values the route does not declare are ignored,
 * exactly as the page model ignores them; a repeated name counts by its first value, as in the page model.
 */
export function prerenderedUrlFor(route: ExpandedRoute, canonicalPath: string, search: URLSearchParams): string | null {
  const query: Record<string, string> = {}
  for (const [name, rule] of route.query) {
    const value = search.get(name)
    if (value === null) continue
    if (!rule.values?.has(value)) return null
    query[name] = value
  }
  return variantUrl(canonicalPath, route.query, query)
}
