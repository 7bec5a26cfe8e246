import type { SiteRuntime } from '../SiteRuntime.ts'
import type { ClaimRule } from '../../schemas/generated/claims.ts'
import { type ExplainedPage, explainPage } from '../explain/explainPage.ts'
import type { ExplainedValue } from '../explain/Provenance.ts'
import { CLAIMS_FILE, type IssueSink, LAYOUTS_FILE } from './IssueSink.ts'

/** One text shown on a page and where it is written. */
export interface PageText {
  text: string
  file: string
  at: Array<string | number>
  /** The block (page or layout) whose prop it is, and whether a `schedule` dates it; none for the page's meta. */
  block?: { type: string; scheduled: boolean }
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
    const claimed = found.text.match(rule.claim)![0]
    report(
      found.file,
      found.at,
      `the claim "${claimed}" needs a disclaimer on the same page saying ${rule.rule.disclaimer} (rule "${rule.rule.id}" in ${CLAIMS_FILE}); missing on ${shownOn(pages)}`,
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

/** The pages a text shows on, as a report names them: the first three, then how many more. */
export function shownOn(pages: readonly string[]): string {
  return pages.length > 3 ? `${pages.slice(0, 3).join(', ')} and ${pages.length - 3} more` : pages.join(', ')
}

/** Every string the page shows, with the block it belongs to: block props, meta and the layout's header and footer. */
export function pageTexts(runtime: SiteRuntime, page: ExplainedPage): PageText[] {
  const texts: PageText[] = []
  const add = (value: unknown, file: string, at: Array<string | number>, block?: PageText['block']) => {
    if (typeof value === 'string') texts.push({ text: value, file, at, ...(block ? { block } : {}) })
    else if (Array.isArray(value)) value.forEach((item, i) => add(item, file, [...at, i], block))
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) add(item, file, [...at, key], block)
  }
  const written = (item: ExplainedValue) => Boolean(item.origin.file) && item.origin.layer !== 'computed'
  for (const item of page.meta) if (written(item)) add(item.value, item.origin.file, item.origin.at)
  for (const block of page.blocks) {
    const about = { type: block.type, scheduled: Boolean(block.schedule) }
    for (const item of block.props) if (written(item)) add(item.value, item.origin.file, item.origin.at, about)
  }
  const layoutName = String(page.layout.value)
  const layout = runtime.config.layouts.layouts[layoutName]
  for (const part of ['header', 'footer'] as const) {
    layout?.[part].forEach((block, b) =>
      add(block.props ?? {}, LAYOUTS_FILE, ['layouts', layoutName, part, b, 'props'], {
        type: block.type ?? '',
        scheduled: Boolean(block.schedule),
      }),
    )
  }
  return texts
}
