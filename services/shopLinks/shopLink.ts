/**
 * The shop link other pages open (the assessment's "Shop this package"):
 * `/shop?package=<package id>&customize=1&add=<device id>,<device id>,…`, each device id once per unit.
 * Pure: the shop blocks read the query after hydration, resolve it against the page's catalogue and
 * apply the result to their stores, then drop these values from the address so a reload does not
 * apply them twice.
 */
import type { CartProduct, CartSystem, ShopPackage } from '../catalogue/index.ts'

export const SHOP_LINK_PARAMS = ['package', 'customize', 'add'] as const

export interface ShopLink {
  packageId: string | null
  customize: boolean
  /** Device slugs with their unit counts, in the order they first appear. */
  addons: Array<{ slug: string; quantity: number }>
}

/** Reads the link's values from a query; null when it carries none of them. */
export function parseShopLink(query: Readonly<Record<string, string | undefined>>): ShopLink | null {
  const packageId = query.package?.trim() || null
  const customize = query.customize === '1'
  const counts = new Map<string, number>()
  for (const slug of (query.add ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean))
    counts.set(slug, (counts.get(slug) ?? 0) + 1)
  if (!packageId && !customize && !counts.size) return null
  return { packageId, customize, addons: [...counts].map(([slug, quantity]) => ({ slug, quantity })) }
}

export interface ShopLinkCatalogue {
  packages: readonly ShopPackage[]
  /** The cart bundle of each package, by package id. */
  systems: Readonly<Record<string, CartSystem>>
  /** The products that may be added to a package. */
  products: readonly CartProduct[]
}

export interface ResolvedShopLink {
  pkg: ShopPackage | null
  /** The bundle to put in the cart: only when the customise flow is asked for a known package. */
  system: CartSystem | null
  addons: Array<{ product: CartProduct; quantity: number }>
  view: 'browse' | 'customize'
}

/** Matches the link against the page's catalogue; ids the catalogue does not sell are ignored. */
export function resolveShopLink(link: ShopLink, catalogue: ShopLinkCatalogue): ResolvedShopLink {
  const pkg = (link.packageId && catalogue.packages.find((candidate) => candidate.id === link.packageId)) || null
  const system = pkg && link.customize ? (catalogue.systems[pkg.id] ?? null) : null
  const addons = link.addons.flatMap(({ slug, quantity }) => {
    const product = catalogue.products.find((candidate) => candidate.slug === slug)
    return product ? [{ product, quantity }] : []
  })
  return { pkg, system, addons, view: system ? 'customize' : 'browse' }
}

/** The address without the link's values (other values such as utm_* stay), for history.replaceState. */
export function withoutShopLink(href: string): string {
  const url = new URL(href)
  for (const name of SHOP_LINK_PARAMS) url.searchParams.delete(name)
  return `${url.pathname}${url.search}${url.hash}`
}
