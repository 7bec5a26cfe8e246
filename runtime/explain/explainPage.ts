import type { SiteRuntime } from '../SiteRuntime.ts'
import type { PageModel } from '../PageModel.ts'
import { LAYOUTS_FILE, PARTNERS_FILE, ROUTES_FILE, SECTIONS_FILE } from '../config/IssueSink.ts'
import { fillTokens } from '../routing/placeholders.ts'
import { selectVariant } from '../routing/resolvePage.ts'
import { type ExpandedRoute, textTokens } from '../routing/expandRoutes.ts'
import type { ListChange } from '../config/blockListChanges.ts'
import { type Candidate, type ExplainedValue, type Origin, originOf } from './Provenance.ts'
import { type BlockLayerInput, PROP_LAYERS, type PropSource } from './propLayers.ts'
import {
  type PromotionScheduleConfig,
  blockScheduleDates,
  namesPromotion,
} from '../../services/schedule/promotionSchedule.ts'

export interface ExplainedBlock {
  id: string
  type: string
  /** Where the block is placed on the page. */
  origin: Origin
  /** The partner's change that moved the block on this partner's page (partners.json `blockChanges`). */
  movedBy?: Origin
  /**
   * The block's schedule as dates (America/Chicago), when it has one; null is an open end. A schedule naming a
   * price promotion has that promotion's dates here, and says which part of it (`promotion`).
   */
  schedule?: {
    startsAt: string | null
    endsAt: string | null
    promotion?: PromotionScheduleConfig
    origin: Origin
  }
  props: ExplainedValue[]
}

export interface ExplainedPage {
  url: string
  status: number
  render: 'static' | 'request'
  route: { name: string; key: string; origin: Origin }
  partner: { id: string; name: string; origin: Origin } | null
  variant: { index: number; when: Record<string, string>; origin: Origin } | null
  /** Query values the route reads and got; names it does not read; values of read names it does not accept. */
  query: { applied: Record<string, string>; notRead: string[]; rejected: Array<{ name: string; value: string }> }
  layout: ExplainedValue
  context: ExplainedValue[]
  meta: ExplainedValue[]
  chrome: Array<{ id: string; type: string; origin: Origin }>
  blocks: ExplainedBlock[]
  /** Blocks of the template this page's partner hides, with the change in partners.json that hides each. */
  hiddenByPartner: Array<{ id: string; type: string; origin: Origin }>
}

export class UnknownPageError extends Error {
  constructor(
    readonly path: string,
    readonly suggestions: string[],
  ) {
    const hint = suggestions.length ? ` Did you mean ${suggestions.join(', ')}?` : ''
    super(
      `No page at ${path}: no route in ${ROUTES_FILE} (or partner page of ${PARTNERS_FILE}) matches it, so visitors get the 404 page.${hint}`,
    )
    this.name = 'UnknownPageError'
  }
}

export interface ExplainOptions {
  /** The block schema's `default` values by block type. */
  schemaDefaults: (type: string) => Record<string, unknown>
}

/** What every step of an explanation reads: the resolved page, its route and partner, and how to name a place. */
interface Explaining {
  runtime: SiteRuntime
  config: SiteRuntime['config']
  page: PageModel
  route: ExpandedRoute
  routeAt: Array<string | number>
  /** Index in partners.json of the page's partner, or -1. */
  partnerIndex: number
  variantIndex: number
  options: ExplainOptions
  same: (written: unknown, resolved: unknown) => boolean
}

const at = (file: string, path: Array<string | number>, layer: Origin['layer']): Origin => ({ layer, file, at: path })
const from = (layer: Origin['layer'], file: string, path: Array<string | number>, value: unknown): Candidate => ({
  origin: at(file, path, layer),
  value,
})
const partnerAt = (x: Explaining, ...path: Array<string | number>) => ['partners', x.partnerIndex, ...path]

/**
 * The fully resolved page for a URL with the origin of every value. The page itself comes from the
 * runtime's own resolution (SiteRuntime.resolve); this only finds which layer wrote each value.
 */
export function explainPage(runtime: SiteRuntime, url: string, options: ExplainOptions): ExplainedPage {
  const page = runtime.resolve(url)
  const pathname = page.context.pathname
  const match = runtime.table.match(pathname)
  if (page.status !== 200 || !match) throw new UnknownPageError(pathname, similarPaths(runtime, pathname))
  const x = explaining(runtime, page, match.route, options)
  const variant = x.variantIndex === -1 ? undefined : x.route.variants[x.variantIndex]
  return {
    url,
    status: page.status,
    render: page.render,
    route: { name: x.route.config.name, key: x.route.key, origin: at(ROUTES_FILE, x.routeAt, 'route') },
    partner:
      x.partnerIndex === -1
        ? null
        : {
            id: page.context.partner!.id,
            name: page.context.partner!.name,
            origin: at(PARTNERS_FILE, partnerAt(x), 'partner'),
          },
    variant: variant
      ? {
          index: x.variantIndex,
          when: variant.when.query,
          origin: at(ROUTES_FILE, [...x.routeAt, 'variants', x.variantIndex], 'query variant'),
        }
      : null,
    query: explainQuery(x, url),
    layout: explainLayout(x),
    context: explainContext(x),
    meta: explainMeta(x),
    chrome: explainChrome(x),
    blocks: explainBlocks(x),
    hiddenByPartner: hiddenByPartner(x),
  }
}

function explaining(runtime: SiteRuntime, page: PageModel, route: ExpandedRoute, options: ExplainOptions): Explaining {
  const { config } = runtime
  const partnerIndex = page.context.partner
    ? config.partners.partners.findIndex((p) => p.id === page.context.partner!.id)
    : -1
  const variant = selectVariant(route.variants, page.context.query)
  const tokens = textTokens(config, page.context.partner, () => {})
  return {
    runtime,
    config,
    page,
    route,
    routeAt: ['routes', route.index],
    partnerIndex,
    variantIndex: variant ? route.variants.indexOf(variant) : -1,
    options,
    same: (written, resolved) => JSON.stringify(fillTokens(written, tokens, () => {})) === JSON.stringify(resolved),
  }
}

/** Query values the route reads and got; names it does not read; values of read names it does not accept. */
function explainQuery(x: Explaining, url: string): ExplainedPage['query'] {
  const requested = new URL(url, 'http://explain.invalid').searchParams
  return {
    applied: x.page.context.query,
    notRead: [...new Set(requested.keys())].filter((name) => !x.route.query.has(name)),
    rejected: [...requested.entries()]
      .filter(([name]) => x.route.query.has(name) && !(name in x.page.context.query))
      .map(([name, value]) => ({ name, value })),
  }
}

function explainLayout(x: Explaining): ExplainedValue {
  const layoutName = x.page.layout.name
  return {
    name: 'layout',
    value: layoutName,
    origin: originOf(
      layoutName,
      [
        from('route', ROUTES_FILE, [...x.routeAt, 'layout'], x.route.config.layout),
        from('site default', LAYOUTS_FILE, ['fallback'], x.config.layouts.fallback),
      ],
      x.same,
    ),
  }
}

/** The page context: lead source, phones, page name, form ids, the partner's catalogue and the route's overrides. */
function explainContext(x: Explaining): ExplainedValue[] {
  const { config, page, routeAt, partnerIndex, same } = x
  const overrides = x.route.config.overrides
  const partner = partnerIndex === -1 ? null : config.partners.partners[partnerIndex]!
  const phoneCandidates = (name: string): Array<Candidate | null> => [
    from(
      'route',
      ROUTES_FILE,
      [...routeAt, 'overrides', 'phones', name],
      (overrides?.phones as Record<string, string> | undefined)?.[name],
    ),
    partner && (name === 'sales' || name === 'popup')
      ? from('partner', PARTNERS_FILE, partnerAt(x, 'phone'), partner.phone)
      : null,
    partner && name === 'salesText'
      ? from('partner', PARTNERS_FILE, partnerAt(x, 'textPhone'), partner.textPhone)
      : null,
    from('site default', 'site-config/phones.json', [name], (config.phones as unknown as Record<string, string>)[name]),
  ]
  const pageNameOrigin: Origin = x.route.config.pageName
    ? at(ROUTES_FILE, [...routeAt, 'pageName'], 'route')
    : {
        layer: 'computed',
        file: '',
        at: [],
        note: 'from the URL: the path without its first slash, other slashes as dashes',
      }
  const context: ExplainedValue[] = [
    {
      name: 'leadSource',
      value: page.context.leadSource,
      origin: originOf(
        page.context.leadSource,
        [
          from('route', ROUTES_FILE, [...routeAt, 'overrides', 'leadSource'], overrides?.leadSource),
          partner ? from('partner', PARTNERS_FILE, partnerAt(x, 'leadSource'), partner.leadSource) : null,
          from(
            'site default',
            'site-config/constants.json',
            ['leads', 'defaultLeadSource'],
            config.constants.leads.defaultLeadSource,
          ),
        ],
        same,
      ),
    },
    ...(Object.keys(page.context.phones) as Array<keyof typeof page.context.phones>).map((name) => {
      const value = page.context.phones[name]
      return { name: `phones.${name}`, value, origin: originOf(value, phoneCandidates(name), same) }
    }),
    { name: 'pageName', value: page.context.pageName, origin: pageNameOrigin },
    {
      name: 'formIds.consultationModal',
      value: page.context.formIds.consultationModal,
      origin: { ...pageNameOrigin, layer: 'computed', note: 'the page name + "-modal-consultation-form"' },
    },
  ]
  if (partner) {
    context.push({
      name: 'catalogId',
      value: partner.catalogId,
      origin: at(PARTNERS_FILE, partnerAt(x, 'catalogId'), 'partner'),
    })
    if (partner.affiliateId)
      context.push({
        name: 'affiliateId',
        value: partner.affiliateId,
        origin: at(PARTNERS_FILE, partnerAt(x, 'affiliateId'), 'partner'),
      })
    // When the partner's pages are live (America/Chicago); outside it they answer 404.
    if (partner.schedule)
      context.push({
        name: 'schedule',
        value: partner.schedule,
        origin: at(PARTNERS_FILE, partnerAt(x, 'schedule'), 'partner'),
      })
  }
  for (const [name, value] of Object.entries(overrides ?? {})) {
    if (name === 'phones' || name === 'leadSource') continue
    context.push({
      name: `overrides.${name}`,
      value,
      origin: at(ROUTES_FILE, [...routeAt, 'overrides', name], 'route'),
    })
  }
  return context
}

/** Title, description, robots, canonical URL and share image, each from the variant, the route or the site. */
function explainMeta(x: Explaining): ExplainedValue[] {
  const { config, page, routeAt, same } = x
  const variantMeta = x.variantIndex === -1 ? undefined : x.route.config.variants?.[x.variantIndex]?.meta
  const metaCandidates = (name: 'title' | 'description' | 'robots' | 'image'): Candidate[] => [
    from(
      'query variant',
      ROUTES_FILE,
      [...routeAt, 'variants', x.variantIndex, 'meta', name],
      (variantMeta as Record<string, unknown> | undefined)?.[name],
    ),
    from(
      'route',
      ROUTES_FILE,
      [...routeAt, 'meta', name],
      (x.route.config.meta as unknown as Record<string, unknown>)[name],
    ),
  ]
  return [
    { name: 'title', value: page.meta.title, origin: originOf(page.meta.title, metaCandidates('title'), same) },
    {
      name: 'description',
      value: page.meta.description,
      origin: originOf(
        page.meta.description,
        [
          ...metaCandidates('description'),
          from('site default', 'site-config/brand.json', ['defaultDescription'], config.brand.defaultDescription),
        ],
        same,
      ),
    },
    {
      name: 'robots',
      value: page.meta.robots,
      origin: originOf(
        page.meta.robots,
        metaCandidates('robots'),
        same,
        'the default when the route sets no meta.robots',
      ),
    },
    {
      name: 'canonicalUrl',
      value: page.meta.canonicalUrl,
      origin: {
        layer: 'computed',
        file: 'site-config/brand.json',
        at: ['siteUrl'],
        note: 'brand siteUrl + the canonical path',
      },
    },
    {
      name: 'image',
      value: page.meta.image,
      origin:
        page.meta.image === null
          ? {
              layer: 'site default',
              file: '',
              at: [],
              note: "none: neither the route's meta.image nor brand shareImage is set",
            }
          : originOf(
              page.meta.image,
              [
                ...metaCandidates('image'),
                from('site default', 'site-config/brand.json', ['shareImage'], config.brand.shareImage),
              ],
              same,
            ),
    },
  ]
}

function explainChrome(x: Explaining): ExplainedPage['chrome'] {
  const layoutName = x.page.layout.name
  const layoutConfig = x.config.layouts.layouts[layoutName]
  return (['header', 'footer'] as const).flatMap((part) =>
    (layoutConfig?.[part] ?? []).map((block, b) => ({
      id: block.id,
      type: block.type,
      origin: at(LAYOUTS_FILE, ['layouts', layoutName, part, b], 'layout'),
    })),
  )
}

/** Each block of the page: the entry that placed it, the partner change that moved it, its dates and its props' layers. */
function explainBlocks(x: Explaining): ExplainedBlock[] {
  const { route, runtime, options } = x
  const changes = partnerChanges(x)
  return x.page.blocks.map((block): ExplainedBlock => {
    const input: BlockLayerInput = {
      config: x.config,
      route,
      blockId: block.id,
      blockType: block.type,
      partnerIndex: x.partnerIndex === -1 ? null : x.partnerIndex,
      variantIndex: x.variantIndex === -1 ? null : x.variantIndex,
      composition: runtime.composition,
      schemaDefaults: options.schemaDefaults,
    }
    const sources = PROP_LAYERS.flatMap((layer): readonly PropSource[] => {
      const found = layer(input)
      if (found === null) return []
      return isSourceList(found) ? found : [found]
    })
    const placed = route.config.blocks.findIndex((candidate) => candidate.id === block.id)
    const written = placed === -1 ? undefined : runtime.composition?.blockOrigin(route.index, placed)
    const entry = written
      ? at(written.file, [...written.path], 'route')
      : at(ROUTES_FILE, [...x.routeAt, 'blocks', placed], 'route')
    const explained: ExplainedBlock = {
      id: block.id,
      type: block.type,
      origin:
        placed === -1 ? { layer: 'computed', file: '', at: [], note: "not in the route's own block list" } : entry,
      props: explainProps(withDefaults(block, options), sources),
    }
    const moved = changes.findLastIndex((change) => change.id === block.id && !change.remove)
    if (moved !== -1) explained.movedBy = at(PARTNERS_FILE, partnerChangesAt(x, moved), 'partner')
    const schedule = placed === -1 ? undefined : route.config.blocks[placed]!.schedule
    const dates = schedule && blockScheduleDates(schedule, x.config.pricePromotions.promotions)
    if (schedule && dates)
      explained.schedule = {
        startsAt: dates.startsAt ?? null,
        endsAt: dates.endsAt ?? null,
        ...(namesPromotion(schedule) && { promotion: schedule }),
        origin: { ...entry, at: [...entry.at, 'schedule'] },
      }
    return explained
  })
}

/** The partner's own order of this route's blocks (partners.json `blockChanges`). */
function partnerChanges(x: Explaining): readonly ListChange[] {
  if (x.partnerIndex === -1) return []
  return x.config.partners.partners[x.partnerIndex]!.blockChanges?.[x.route.config.name] ?? []
}

function partnerChangesAt(x: Explaining, c: number): Array<string | number> {
  return partnerAt(x, 'blockChanges', x.route.config.name, c)
}

/** Blocks of the template that the partner hides on its page, and the change that hides each. */
function hiddenByPartner(x: Explaining): ExplainedPage['hiddenByPartner'] {
  const shown = new Set(x.route.blocks.map((block) => block.id))
  return partnerChanges(x).flatMap((change, c) => {
    const block = x.route.config.blocks.find((candidate) => candidate.id === change.id)
    return change.remove && block && !shown.has(block.id)
      ? [{ id: block.id, type: block.type, origin: at(PARTNERS_FILE, partnerChangesAt(x, c), 'partner') }]
      : []
  })
}

/** The block's props as rendered, with the schema defaults the block falls back to for what is unset. */
function withDefaults(block: PageModel['blocks'][number], options: ExplainOptions): Record<string, unknown> {
  const props: Record<string, unknown> = { ...block.props }
  for (const [key, value] of Object.entries(options.schemaDefaults(block.type))) if (!(key in props)) props[key] = value
  return props
}

/**
 * Every leaf of the resolved props (a scalar or an array: mergeProps replaces arrays whole) with the
 * highest layer that holds a value at its path.
 */
function explainProps(props: Record<string, unknown>, sources: readonly PropSource[]): ExplainedValue[] {
  const out: ExplainedValue[] = []
  const visit = (value: unknown, path: string[]) => {
    if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length) {
      for (const [key, item] of Object.entries(value)) visit(item, [...path, key])
      return
    }
    const source = [...sources].reverse().find((candidate) => valueAt(candidate.props, path) !== undefined)
    const origin: Origin = source
      ? {
          layer: source.layer,
          file: source.file,
          at: source.pathInFile ? source.pathInFile(path) : [...source.at, ...path],
        }
      : { layer: 'computed', file: '', at: [], note: 'set by the runtime' }
    const shared = source?.sharedItems?.filter(
      (use) => use.at.length === path.length + 1 && path.every((key, i) => use.at[i] === key),
    )
    if (shared?.length)
      origin.note = `shared items of ${SECTIONS_FILE}: ${shared.map((use) => `[${String(use.at.at(-1))}] ${use.name}`).join(', ')}`
    out.push({ name: path.join('.'), value, origin })
  }
  visit(props, [])
  return out
}

function valueAt(value: unknown, path: readonly string[]): unknown {
  let current = value
  for (const key of path) {
    if (!current || typeof current !== 'object' || Array.isArray(current)) return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return current
}

/** Up to three page paths closest to a mistyped one, for the "did you mean" hint. */
function similarPaths(runtime: SiteRuntime, pathname: string): string[] {
  const wanted = pathname.toLowerCase().replace(/\/+$/, '') || '/'
  return runtime.routes
    .filter((route) => !route.hasParams)
    .map((route) => ({ path: route.path, distance: editDistance(wanted, route.path.toLowerCase()) }))
    .filter((entry) => entry.distance <= Math.max(2, Math.floor(wanted.length / 4)))
    .sort((a, b) => a.distance - b.distance || a.path.localeCompare(b.path))
    .slice(0, 3)
    .map((entry) => entry.path)
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    previous = current
  }
  return previous[b.length]!
}

function isSourceList(found: PropSource | readonly PropSource[]): found is readonly PropSource[] {
  return Array.isArray(found)
}
