import type { SiteRuntime } from '../SiteRuntime.ts'
import type { ClaimRule } from '../../schemas/generated/claims.ts'
import { type ExplainedPage, explainPage } from '../explain/explainPage.ts'
import { CLAIMS_FILE, type IssueSink, LAYOUTS_FILE } from './IssueSink.ts'

/** One text shown on a page and where it is written. */
interface PageText {
  text: string
  file: string
  at: Array<string | number>
}

interface CompiledRule {
  rule: ClaimRule
  index: number
  claim: RegExp
  disclaimers: RegExp[]
}

/**
 * Spec texts with an offer ("0% APR", "$29.99/mo") need their disclaimer on the same page. Every
 * page is checked as visitors can see it: each partner page, and each declared query value (variants,
 * blocks shown only for a query). A claim without its disclaimer is reported at the text that makes it,
 * once, naming the pages it shows on.
 */
export function checkClaims(
  runtime: SiteRuntime,
  schemaDefaults: (type: string) => Record<string, unknown>,
  report: IssueSink,
  include: (url: string) => boolean = () => true,
): void {
  const rules: CompiledRule[] = runtime.config.claims.rules.map((rule, index) => ({
    rule,
    index,
    claim: new RegExp(rule.claimPattern, 'i'),
    disclaimers: rule.disclaimerPatterns.map((pattern) => new RegExp(pattern, 'i')),
  }))
  if (!rules.length) return
  const missing = new Map<string, { found: PageText; rule: CompiledRule; pages: string[] }>()
  for (const url of pageUrls(runtime, include)) {
    const texts = pageTexts(runtime, explainPage(runtime, url, { schemaDefaults }))
    for (const rule of rules) {
      const claims = texts.filter((t) => rule.claim.test(t.text))
      if (!claims.length || texts.some((t) => rule.disclaimers.some((d) => d.test(t.text)))) continue
      for (const claim of claims) {
        const key = `${rule.index}|${claim.file}|${claim.at.join('.')}`
        const entry = missing.get(key)
        if (entry) entry.pages.push(url)
        else missing.set(key, { found: claim, rule, pages: [url] })
      }
    }
  }
  for (const { found, rule, pages } of missing.values()) {
    const shown = pages.length > 3 ? `${pages.slice(0, 3).join(', ')} and ${pages.length - 3} more` : pages.join(', ')
    const claimed = found.text.match(rule.claim)![0]
    report(
      found.file,
      found.at,
      `the claim "${claimed}" needs a disclaimer on the same page saying ${rule.rule.disclaimer} (rule "${rule.rule.id}" in ${CLAIMS_FILE}); missing on ${shown}`,
      found.text,
    )
  }
}

/**
 * Every URL a visitor can get a distinct page at: each page, and each value of each query it declares; only
 * those `include` accepts (the build checks only the pages that changed since a build that checked them).
 */
export function pageUrls(runtime: SiteRuntime, include: (url: string) => boolean = () => true): string[] {
  const urls: string[] = []
  for (const route of runtime.routes) {
    if (route.hasParams) continue
    urls.push(route.path)
    for (const [name, rule] of route.query)
      for (const value of rule.values ?? []) urls.push(`${route.path}?${new URLSearchParams({ [name]: value })}`)
  }
  return urls.filter(include)
}

/** Every string the page shows: block props, meta and the layout's header and footer. */
function pageTexts(runtime: SiteRuntime, page: ExplainedPage): PageText[] {
  const texts: PageText[] = []
  const add = (value: unknown, file: string, at: Array<string | number>) => {
    if (typeof value === 'string') texts.push({ text: value, file, at })
    else if (Array.isArray(value)) value.forEach((item, i) => add(item, file, [...at, i]))
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) add(item, file, [...at, key])
  }
  for (const item of [...page.meta, ...page.blocks.flatMap((block) => block.props)]) {
    if (item.origin.file && item.origin.layer !== 'computed') add(item.value, item.origin.file, item.origin.at)
  }
  const layoutName = String(page.layout.value)
  const layout = runtime.config.layouts.layouts[layoutName]
  for (const part of ['header', 'footer'] as const) {
    layout?.[part].forEach((block, b) =>
      add(block.props ?? {}, LAYOUTS_FILE, ['layouts', layoutName, part, b, 'props']),
    )
  }
  return texts
}
