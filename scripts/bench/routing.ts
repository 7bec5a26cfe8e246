import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import { type Summary, summarize } from './stats.ts'

/** Lookups per timed batch: a single lookup is shorter than the timer's own overhead. */
const BATCH = 100

/**
 * The URLs a lookup is measured over: every path and alias in the table (parameters filled with
 * valid values), their trailing-slash forms, a few query strings, and URLs no route matches.
 */
export function urlMix(runtime: SiteRuntime): string[] {
  const urls: string[] = []
  for (const route of runtime.routes) {
    for (const template of [route.path, ...route.aliases]) {
      const path = fillParams(template, route.params)
      urls.push(path)
      if (path !== '/') urls.push(`${path}/`)
    }
  }
  urls.push(
    '/help-center/articles/abc',
    '/help-center/others/billing/autopay/2',
    '/locations/texas/dallas',
    '/secure?utm_ads=lowcost-envir',
    '/faqs?utm_source=bench&utm_medium=cpc',
    // Unknown: no route, a parameter that fails its pattern, too many segments, a bad escape.
    '/no-such-page',
    '/help-center/articles/bad%20id',
    '/shop/products/UPPER',
    '/help-center/others/a/b/c/d',
    '/%E0%A4%A',
    '/benchpartner9999offer/',
  )
  return shuffle(urls)
}

/** `/a/:id/:page?` with sample values that pass each parameter's enum or pattern. */
function fillParams(template: string, params: Record<string, { enum?: string[]; pattern?: string }>): string {
  return template.replace(/:([A-Za-z0-9_]+)\??/g, (_, name: string) => {
    const rule = params[name]
    if (rule?.enum?.length) return rule.enum[0]!
    const pattern = rule?.pattern ? new RegExp(rule.pattern) : null
    return ['abc', 'abc-123', '2'].find((value) => !pattern || pattern.test(value)) ?? 'abc'
  })
}

/** Deterministic shuffle, so neighbouring lookups do not always hit the same route. */
function shuffle<T>(items: T[]): T[] {
  let seed = 12345
  for (let i = items.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    const j = seed % (i + 1)
    ;[items[i], items[j]] = [items[j]!, items[i]!]
  }
  return items
}

/**
 * Microseconds per call of `lookup`, from batches of BATCH calls cycling through `inputs`. Runs for
 * about `budgetMs` after a warm-up (so the JIT has compiled the hot path), and at least one full pass.
 * p50/p99 are over batch averages: they show batch-to-batch jitter, not single-lookup outliers.
 */
export function timeLookups(inputs: readonly string[], lookup: (input: string) => unknown, budgetMs = 1000): Summary {
  let sink = 0
  const warmUntil = performance.now() + budgetMs / 4
  for (let i = 0; performance.now() < warmUntil || i < inputs.length; i++)
    sink += lookup(inputs[i % inputs.length]!) ? 1 : 0

  const perLookupUs: number[] = []
  const stopAt = performance.now() + budgetMs
  let next = 0
  while (performance.now() < stopAt || next < inputs.length) {
    const start = process.hrtime.bigint()
    for (let i = 0; i < BATCH; i++) {
      sink += lookup(inputs[next % inputs.length]!) ? 1 : 0
      next++
    }
    perLookupUs.push(Number(process.hrtime.bigint() - start) / 1000 / BATCH)
  }
  // Keeps the results observably used so no lookup can be optimised away.
  if (sink < 0) console.log(sink)
  return summarize(perLookupUs)
}

/** Only the path part, as the server hands `req.path` to `table.match`. */
export function pathnameOf(url: string): string {
  const query = url.indexOf('?')
  return query === -1 ? url : url.slice(0, query)
}
