import type { ExpandedRoute } from './expandRoutes.ts'
import {
  type Segment,
  isStaticShape,
  normalizePathname,
  optionalParamsTrail,
  parsePathTemplate,
  shapeKey,
  shapesOf,
} from './pathPattern.ts'
import { type IssueSink, ROUTES_FILE } from '../config/IssueSink.ts'

export interface RouteMatch {
  route: ExpandedRoute
  params: Record<string, string>
  /** The matched path without a trailing slash, as canonical as the route allows. */
  canonicalPath: string
}

interface DynamicEntry {
  route: ExpandedRoute
  segments: Segment[]
  /** Static segments count: more specific patterns are tried first. */
  specificity: number
  rules: Map<string, { values?: Set<string>; pattern?: RegExp }>
}

/**
 * Every page's paths compiled for lookup. Static paths (including every partner page, which are
 * expanded ahead of time) are one Map lookup; parameterised paths are bucketed by their first
 * segment and by segment count, so a lookup tries only the few patterns that could match.
 */
export class RouteTable {
  private readonly staticPaths = new Map<string, { route: ExpandedRoute; canonicalPath: string }>()
  private readonly dynamic = new Map<string, DynamicEntry[]>()
  private readonly owners = new Map<string, { route: ExpandedRoute; path: string }>()

  constructor(routes: readonly ExpandedRoute[], report: IssueSink) {
    for (const route of routes) {
      this.add(route, route.path, false, report, ['routes', route.index, 'path'])
      route.aliases.forEach((alias, i) => this.add(route, alias, true, report, ['routes', route.index, 'aliases', i]))
    }
    for (const bucket of this.dynamic.values()) bucket.sort((a, b) => b.specificity - a.specificity)
  }

  get size(): number {
    return this.owners.size
  }

  match(pathname: string): RouteMatch | null {
    const path = normalizePathname(pathname)
    const exact = this.staticPaths.get(path)
    if (exact) return { route: exact.route, params: {}, canonicalPath: exact.canonicalPath }
    const parts = path.split('/').filter(Boolean)
    let decoded: string[]
    try {
      decoded = parts.map(decodeURIComponent)
    } catch {
      return null
    }
    const candidates = [
      ...(this.dynamic.get(bucketKey(decoded[0], decoded.length)) ?? []),
      ...(this.dynamic.get(bucketKey(undefined, decoded.length)) ?? []),
    ]
    for (const entry of candidates) {
      const params = matchSegments(entry, decoded)
      if (params) return { route: entry.route, params, canonicalPath: path }
    }
    return null
  }

  private add(
    route: ExpandedRoute,
    path: string,
    isAlias: boolean,
    report: IssueSink,
    at: Array<string | number>,
  ): void {
    if (!hasParameter(path)) {
      this.addFixed(route, path, isAlias, report, at)
      return
    }
    const segments = parsePathTemplate(path)
    if (!optionalParamsTrail(segments)) {
      report(ROUTES_FILE, at, 'optional parameters (:name?) may only come last', path)
      return
    }
    const declared = new Set(segments.flatMap((s) => (s.kind === 'param' ? [s.name] : [])))
    for (const name of Object.keys(route.params)) {
      if (!declared.has(name))
        report(ROUTES_FILE, ['routes', route.index, 'params', name], `the path ${path} has no parameter :${name}`)
    }
    for (const shape of shapesOf(segments)) {
      if (!this.claim(shapeKey(shape), route, path, report, at)) continue
      if (isStaticShape(shape)) {
        const staticPath = shape.length ? '/' + shape.map((s) => (s as { value: string }).value).join('/') : '/'
        this.addStaticPath(route, staticPath, isAlias)
      } else {
        const first = shape[0]
        const key = bucketKey(first?.kind === 'static' ? first.value : undefined, shape.length)
        const entry: DynamicEntry = {
          route,
          segments: shape,
          specificity: shape.filter((s) => s.kind === 'static').length,
          rules: compileRules(route),
        }
        const bucket = this.dynamic.get(key)
        if (bucket) bucket.push(entry)
        else this.dynamic.set(key, [entry])
      }
    }
  }

  /**
   * `add` for a path without parameters (every partner page): its one shape, without parsing it into segments,
   * so a table of thousands of partner pages is built in a few milliseconds. The same keys and answers as `add`.
   */
  private addFixed(
    route: ExpandedRoute,
    path: string,
    isAlias: boolean,
    report: IssueSink,
    at: Array<string | number>,
  ): void {
    for (const name of Object.keys(route.params))
      report(ROUTES_FILE, ['routes', route.index, 'params', name], `the path ${path} has no parameter :${name}`)
    const staticPath = normalizeFixedPath(path)
    if (this.claim(staticPath, route, path, report, at)) this.addStaticPath(route, staticPath, isAlias)
  }

  /**
   * Takes the URLs of one shape (`key`, shapeKey) for `route`, written as `path` at `at`; false, and reported,
   * when another path (of this route or another) took them first. The one place a path is found taken.
   */
  private claim(
    key: string,
    route: ExpandedRoute,
    path: string,
    report: IssueSink,
    at: Array<string | number>,
  ): boolean {
    const owner = this.owners.get(key)
    if (owner) {
      const where = owner.route.key === route.key ? 'this route already' : `route "${owner.route.key}" (${owner.path})`
      report(ROUTES_FILE, at, `duplicate path: ${where} matches the same URLs`, path)
      return false
    }
    this.owners.set(key, { route, path })
    return true
  }

  /** A path of one URL: an alias of a fixed path folds into that path; otherwise the URL is its own canonical form. */
  private addStaticPath(route: ExpandedRoute, staticPath: string, isAlias: boolean): void {
    const canonicalPath = isAlias && !hasParameter(route.path) ? route.path : staticPath
    this.staticPaths.set(staticPath, { route, canonicalPath })
  }
}

/** A fixed path as its shape's key (shapeKey): `/` and its non-empty segments, so `//a/b/` is `/a/b`. */
function normalizeFixedPath(path: string): string {
  return path.includes('//') || (path.length > 1 && path.endsWith('/')) || !path.startsWith('/')
    ? '/' + path.split('/').filter(Boolean).join('/')
    : path
}

/** Whether a path template has a `:name` segment; without one it names exactly one URL. */
function hasParameter(path: string): boolean {
  return path.startsWith(':') || path.includes('/:')
}

function bucketKey(first: string | undefined, length: number): string {
  return `${length}:${first ?? '*'}`
}

function matchSegments(entry: DynamicEntry, parts: readonly string[]): Record<string, string> | null {
  const params: Record<string, string> = {}
  for (let i = 0; i < entry.segments.length; i++) {
    const segment = entry.segments[i]!
    const part = parts[i]!
    if (segment.kind === 'static') {
      if (segment.value !== part) return null
      continue
    }
    const rule = entry.rules.get(segment.name)
    if (rule?.values && !rule.values.has(part)) return null
    if (rule?.pattern && !rule.pattern.test(part)) return null
    params[segment.name] = part
  }
  return params
}

function compileRules(route: ExpandedRoute): DynamicEntry['rules'] {
  const rules: DynamicEntry['rules'] = new Map()
  for (const [name, rule] of Object.entries(route.params)) {
    rules.set(name, {
      values: rule.enum ? new Set(rule.enum) : undefined,
      pattern: rule.pattern ? new RegExp(rule.pattern) : undefined,
    })
  }
  return rules
}
