import type { BlockInstance } from '../PageModel.ts'
import type { ExpandedRoute } from './expandRoutes.ts'

/** A partner's own copy of a generic page (e.g. /shop → /shop/dallas-dealer), and the generic page's paths. */
export interface PartnerPage {
  genericPaths: string[]
  partnerPath: string
}

/**
 * Spec 2.2/2.3 (issue 17): partner pages must send shoppers to the partner's own shop, which keeps the
 * partner's phone, catalogue and lead source. Derived from the route table, not from each page's links: a
 * partner route made from a template `<P>/{placeholder}` is the partner's copy of the plain route at `<P>`.
 */
export function partnerPagesFrom(routes: readonly ExpandedRoute[]): Map<string, PartnerPage[]> {
  const plain = new Map<string, ExpandedRoute>()
  for (const route of routes) {
    if (route.partner || route.hasParams) continue
    for (const path of [route.path, ...route.aliases]) plain.set(path, route)
  }
  const byPartner = new Map<string, PartnerPage[]>()
  for (const route of routes) {
    if (!route.partner) continue
    const template = /^(\/.*)\/\{[^}/]+\}$/.exec(route.config.path)
    const generic = template ? plain.get(template[1]!) : undefined
    if (!generic) continue
    const pages = byPartner.get(route.partner.id) ?? []
    pages.push({ genericPaths: [generic.path, ...generic.aliases], partnerPath: route.path })
    byPartner.set(route.partner.id, pages)
  }
  return byPartner
}

/** `href` pointed at the partner's own copy when it names a generic page the partner has one of (query and hash kept). */
export function partnerHref(href: string, pages: readonly PartnerPage[]): string {
  const cut = href.search(/[?#]/)
  const path = cut === -1 ? href : href.slice(0, cut)
  const page = pages.find((candidate) => candidate.genericPaths.includes(path))
  return page ? page.partnerPath + (cut === -1 ? '' : href.slice(cut)) : href
}

/** Every `href` prop of the blocks (at any depth) pointed at the partner's own pages. */
export function withPartnerLinks(blocks: BlockInstance[], pages: readonly PartnerPage[] | undefined): BlockInstance[] {
  if (!pages?.length) return blocks
  // Instances without a request's override are built once and shared (resolvePage), so their rewritten
  // copies are too: the props walk runs once per block and partner, not on every request.
  let rewritten = rewrittenByPages.get(pages)
  if (!rewritten) rewrittenByPages.set(pages, (rewritten = new WeakMap()))
  const cache = rewritten
  return blocks.map((block) => {
    let copy = cache.get(block)
    if (!copy) cache.set(block, (copy = withLinks(block, pages)))
    return copy
  })
}

const rewrittenByPages = new WeakMap<readonly PartnerPage[], WeakMap<BlockInstance, BlockInstance>>()

function withLinks(block: BlockInstance, pages: readonly PartnerPage[]): BlockInstance {
  const rewrite = (value: unknown, key: string | null): unknown => {
    if (typeof value === 'string') return key === 'href' ? partnerHref(value, pages) : value
    if (Array.isArray(value)) return value.map((item) => rewrite(item, null))
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value)
          .filter(([k, v]) => !(k === 'shopLink' && leavesPartnerShop(v, pages)))
          .map(([k, v]) => [k, rewrite(v, k)]),
      )
    return value
  }
  // Only hrefs change, to other pages of the site, so the block keeps the props type of its own type.
  return { ...block, props: rewrite(block.props, null) } as BlockInstance
}

/**
 * An optional `shopLink` (a device card's "Buy online") into the generic shop's own pages (/shop/products/…) that the
 * partner has no copy of: it would sell at the generic catalogue's prices, not the partner's, so the partner's page
 * goes without it and keeps its card's other action.
 */
function leavesPartnerShop(link: unknown, pages: readonly PartnerPage[]): boolean {
  const href = (link as { href?: unknown } | null)?.href
  if (typeof href !== 'string' || partnerHref(href, pages) !== href) return false
  const path = href.split(/[?#]/)[0]!
  return pages.some((page) => page.genericPaths.some((generic) => path.startsWith(`${generic}/`)))
}
