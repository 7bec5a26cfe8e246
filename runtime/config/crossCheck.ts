import type { BlockConfig } from '../../schemas/generated/routes.ts'
import type { SiteConfig } from '../SiteConfig.ts'
import type { SiteRuntime } from '../SiteRuntime.ts'
import { type IssueSink, LAYOUTS_FILE, NAVIGATION_FILE, PARTNERS_FILE, ROUTES_FILE } from './IssueSink.ts'
import { mergeProps } from '../routing/placeholders.ts'
import { checkAssessment } from './checkAssessment.ts'
import { type CatalogueReferences, checkPartnerReferences } from './checkPartnerReferences.ts'
import { checkRequiredBlocks } from './checkRequiredBlocks.ts'

/** What cross-checks need to know from outside the config files. */
export interface ReferenceContext {
  catalogues: CatalogueReferences
  /** Where problems that do not fail the check go (e.g. a catalogue id that cannot be verified offline). */
  warn: IssueSink
}

export interface BlockChecker {
  registeredTypes: ReadonlySet<string>
  hasSchema(type: string): boolean
  /** Validates props and reports problems at `at` in `file`. */
  checkProps(type: string, props: unknown, file: string, at: ReadonlyArray<string | number>): void
}

/**
 * The checks no single schema can make: every layout, block type, partner and link exists,
 * props are valid for their block, and query-dependent content is not prerendered.
 */
export function crossCheck(
  config: SiteConfig,
  runtime: SiteRuntime,
  blocks: BlockChecker,
  report: IssueSink,
  references: ReferenceContext,
): void {
  const layoutNames = Object.keys(config.layouts.layouts)
  const checkLayout = (name: string, at: Array<string | number>) => {
    if (!config.layouts.layouts[name])
      report(ROUTES_FILE, at, `unknown layout; expected one of: ${layoutNames.join(', ')}`, name)
  }
  if (!config.layouts.layouts[config.layouts.fallback]) {
    report(
      LAYOUTS_FILE,
      ['fallback'],
      `unknown layout; expected one of: ${layoutNames.join(', ')}`,
      config.layouts.fallback,
    )
  }
  for (const [name, layout] of Object.entries(config.layouts.layouts)) {
    checkBlockList(layout.header, LAYOUTS_FILE, ['layouts', name, 'header'], blocks, report)
    checkBlockList(layout.footer, LAYOUTS_FILE, ['layouts', name, 'footer'], blocks, report)
  }

  checkAssessment(config, report)

  config.routes.routes.forEach((route, index) => {
    const at = ['routes', index]
    checkLayout(route.layout, [...at, 'layout'])
    checkBlockList(route.blocks, ROUTES_FILE, [...at, 'blocks'], blocks, report)
    // Checked on the config route, not its expansions, so each mistake is reported once.
    const render = route.render ?? 'static'
    // A list of values is prerendered once per value (queryVariants.ts); a pattern has no end unless the build can list its values.
    const openQuery = Object.entries(route.query ?? {}).find(
      ([, rule]) => !rule.prerenderFrom && (!rule.values || rule.pattern),
    )
    if (render === 'static' && openQuery) {
      report(
        ROUTES_FILE,
        [...at, route.render ? 'render' : 'query'],
        `a page that reads the query value "${openQuery[0]}" without a list of "values" or "prerenderFrom" cannot be prerendered; set "render": "request"`,
        render,
      )
    }
    if (render === 'static' && route.path.includes(':')) {
      report(
        ROUTES_FILE,
        [...at, route.render ? 'render' : 'path'],
        'a path with :parameters has no fixed URL to prerender; set "render": "request"',
        render,
      )
    }
    route.blocks.forEach((block, b) => {
      for (const name of Object.keys(block.visibleWhen?.query ?? {})) {
        if (!route.query?.[name])
          report(
            ROUTES_FILE,
            [...at, 'blocks', b, 'visibleWhen', 'query', name],
            `the route does not declare the query value "${name}" in "query"`,
          )
      }
    })
    ;(route.variants ?? []).forEach((variant, v) => {
      for (const [name, value] of Object.entries(variant.when.query)) {
        const rule = route.query?.[name]
        if (!rule)
          report(
            ROUTES_FILE,
            [...at, 'variants', v, 'when', 'query', name],
            `the route does not declare the query value "${name}" in "query"`,
          )
        else if (rule.values && !rule.values.includes(value))
          report(
            ROUTES_FILE,
            [...at, 'variants', v, 'when', 'query', name],
            `not one of the declared values: ${rule.values.join(', ')}`,
            value,
          )
      }
      for (const [id, props] of Object.entries(variant.props ?? {})) {
        const block = route.blocks.find((candidate) => candidate.id === id)
        if (!block)
          report(
            ROUTES_FILE,
            [...at, 'variants', v, 'props', id],
            `no block with this id on the route; ids: ${route.blocks.map((x) => x.id).join(', ')}`,
          )
        else
          blocks.checkProps(block.type, mergeProps(block.props ?? {}, props), ROUTES_FILE, [
            ...at,
            'variants',
            v,
            'props',
            id,
          ])
      }
    })
  })

  for (const key of ['notFound', 'serverError'] as const) {
    const page = config.routes.errorPages[key]
    checkLayout(page.layout, ['errorPages', key, 'layout'])
    checkBlockList(page.blocks, ROUTES_FILE, ['errorPages', key, 'blocks'], blocks, report)
  }

  checkPartners(config, runtime, blocks, report)
  checkPartnerReferences(config.partners.partners, references.catalogues, report, references.warn)
  checkRequiredBlocks(config, runtime.routes, blocks.registeredTypes, report)
  checkLinks(config, runtime, report)
}

function checkBlockList(
  list: BlockConfig[],
  file: string,
  at: Array<string | number>,
  blocks: BlockChecker,
  report: IssueSink,
): void {
  const ids = new Set<string>()
  const registered = [...blocks.registeredTypes].sort().join(', ')
  list.forEach((block, b) => {
    if (ids.has(block.id)) report(file, [...at, b, 'id'], 'duplicate block id on this page', block.id)
    ids.add(block.id)
    if (!blocks.registeredTypes.has(block.type)) {
      report(
        file,
        [...at, b, 'type'],
        `unknown block type; registered in blocks/registry.ts: ${registered}`,
        block.type,
      )
    } else if (!blocks.hasSchema(block.type)) {
      report(file, [...at, b, 'type'], `block type has no blocks/${block.type}/schema.json`, block.type)
    } else {
      blocks.checkProps(block.type, block.props ?? {}, file, [...at, b, 'props'])
    }
  })
}

function checkPartners(config: SiteConfig, runtime: SiteRuntime, blocks: BlockChecker, report: IssueSink): void {
  const pagesByPartner = new Map<string, SiteRuntime['routes']>()
  for (const route of runtime.routes) {
    if (!route.partner) continue
    const pages = pagesByPartner.get(route.partner.id)
    if (pages) pages.push(route)
    else pagesByPartner.set(route.partner.id, [route])
  }
  // A partner id used twice is reported by checkPartnerReferences, with the slugs and affiliate ids.
  config.partners.partners.forEach((partner, p) => {
    // Spec 2.3: partner shops are for lead sources other than "ecommerce", the brand's own shop's.
    const shopAt = partner.routes.indexOf('partner-shop')
    if (shopAt !== -1 && partner.leadSource === 'ecommerce') {
      report(
        PARTNERS_FILE,
        ['partners', p, 'routes', shopAt],
        'a partner shop needs a lead source other than "ecommerce" (spec 2.3)',
        'partner-shop',
      )
    }
    const pages = pagesByPartner.get(partner.id) ?? []
    for (const [id, props] of Object.entries(partner.blockProps ?? {})) {
      const targets = pages.flatMap((page) => page.config.blocks.filter((block) => block.id === id))
      if (partner.enabled && targets.length === 0) {
        report(
          PARTNERS_FILE,
          ['partners', p, 'blockProps', id],
          `no block with this id on the partner's pages (${pages.map((x) => x.path).join(', ') || 'none'})`,
        )
      }
      for (const block of targets)
        blocks.checkProps(block.type, mergeProps(block.props ?? {}, props), PARTNERS_FILE, [
          'partners',
          p,
          'blockProps',
          id,
        ])
    }
  })
}

/** Every site-relative link in navigation and block props must lead to a page. */
function checkLinks(config: SiteConfig, runtime: SiteRuntime, report: IssueSink): void {
  const check = (href: string, file: string, at: Array<string | number>) => {
    if (!href.startsWith('/') || href.startsWith('/api/') || href.startsWith('/images/')) return
    const pathname = href.split(/[?#]/)[0]!
    if (!runtime.table.match(pathname)) report(file, at, 'link to a page that does not exist', href)
  }
  walkHrefs(config.navigation, [], (href, at) => check(href, NAVIGATION_FILE, at))
  config.routes.routes.forEach((route, index) =>
    walkHrefs(route.blocks, ['routes', index, 'blocks'], (href, at) => {
      // Hrefs inside partner templates may hold placeholders; they are checked on the expanded pages.
      if (!href.includes('{')) check(href, ROUTES_FILE, at)
    }),
  )
}

function walkHrefs(
  value: unknown,
  at: Array<string | number>,
  visit: (href: string, at: Array<string | number>) => void,
): void {
  if (Array.isArray(value)) value.forEach((item, i) => walkHrefs(item, [...at, i], visit))
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'href' && typeof item === 'string') visit(item, [...at, key])
      else walkHrefs(item, [...at, key], visit)
    }
  }
}

/**
 * After resolution every page must have a sales phone and a lead source (spec 9.2, 9.3). It resolves every
 * page, so it is one of the page checks (loadSite.server.ts), limited like them to the pages `include` names.
 */
export function checkResolvedContacts(
  runtime: SiteRuntime,
  report: IssueSink,
  include: (url: string) => boolean = () => true,
): void {
  for (const route of runtime.routes) {
    if (route.hasParams || !include(route.path)) continue
    const { context } = runtime.resolve(route.path)
    if (!context.phones.sales)
      report(ROUTES_FILE, ['routes', route.index], `page ${route.path} has no sales phone number`)
    if (!context.leadSource) report(ROUTES_FILE, ['routes', route.index], `page ${route.path} has no lead source`)
  }
}
