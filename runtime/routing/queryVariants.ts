import type { QueryRule } from '../../schemas/generated/routes.ts'
import type { CompiledQueryRule, ExpandedRoute, QueryRules } from './expandRoutes.ts'

/**
 * Query variants of a prerendered page. A page's HTML depends on the query only through the values its
 * route declares (resolvePage's declaredQuery drops everything else: utm_source and the like only feed
 * attribution in the browser). When each declared value is a closed list (`"values"`) or a pattern whose
 * values the build can list (`"prerenderFrom"`, e.g. the terms sections of the content), each combination
 * is a page of its own, prerendered at build time and named by a URL of one fixed form: the path, then the
 * declared values in the route's declaration order. Any other value is rendered per request.
 */

/** Where the build lists a pattern's values (schemas/routes.schema.json queryRule.prerenderFrom). */
export type QueryValueSource = NonNullable<QueryRule['prerenderFrom']>
/** The values each source lists at build time (server/content/prerenderQueryValues.server.ts). */
export type SourcedValues = Readonly<Partial<Record<QueryValueSource, readonly string[]>>>

/** Whether the route's query can be prerendered: every value it reads comes from a list, declared or sourced. */
export function hasFiniteQuery(rules: QueryRules): boolean {
  return [...rules.values()].every(
    (rule) => (rule.values !== undefined && rule.pattern === undefined) || rule.prerenderFrom !== undefined,
  )
}

/** The values the build prerenders for one rule: its list, or its source's values that the pattern accepts. */
function listedValues(rule: CompiledQueryRule, sourced: SourcedValues): string[] {
  if (rule.prerenderFrom)
    return (sourced[rule.prerenderFrom] ?? []).filter((value) => !rule.pattern || rule.pattern.test(value))
  return [...(rule.values ?? [])]
}

/** Every combination of listed values of a route (each value, or none), the bare page first. */
export function queryCombinations(rules: QueryRules, sourced: SourcedValues = {}): Array<Record<string, string>> {
  let combinations: Array<Record<string, string>> = [{}]
  for (const [name, rule] of rules) {
    const values = listedValues(rule, sourced)
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

/** The prerendered URLs of a static route: its path, or one URL per combination of listed query values. */
export function prerenderUrlsOf(route: ExpandedRoute, sourced: SourcedValues = {}): string[] {
  return queryCombinations(route.query, sourced).map((query) => variantUrl(route.path, route.query, query))
}

/**
 * The URL of the prerendered page that would answer a request for a static route, or null when a declared
 * value is not one the route accepts (that request is rendered per request; so is a valid value the build
 * did not prerender, which the caller finds missing). Query values the route does not declare are ignored,
 * exactly as the page model ignores them; a repeated name counts by its first value, as in the page model.
 */
export function prerenderedUrlFor(route: ExpandedRoute, canonicalPath: string, search: URLSearchParams): string | null {
  const query: Record<string, string> = {}
  for (const [name, rule] of route.query) {
    const value = search.get(name)
    if (value === null) continue
    if (rule.values && !rule.values.has(value)) return null
    if (rule.pattern && !rule.pattern.test(value)) return null
    query[name] = value
  }
  return variantUrl(canonicalPath, route.query, query)
}
