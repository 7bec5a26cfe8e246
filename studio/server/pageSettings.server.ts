/**
 * A page's own settings as the studio's Page panel edits them: its title, description and search
 * visibility (the route's `meta`), its layout (the route's `layout`), and on a partner page the partner's
 * phone and lead source (partners.json). Each is read from, and written to, the field that holds it.
 */
import { applyEdits, modify, type JSONPath } from 'jsonc-parser'
import type { RoutesConfig } from '../../schemas/generated/routes.ts'
import type { PartnersConfig } from '../../schemas/generated/partners.ts'
import type { LayoutsConfig } from '../../schemas/generated/layouts.ts'
import type { ConfigIssue } from '../../runtime/config/ConfigIssue.ts'
import { type ConfigTexts, EditRefused, PARTNERS_FILE, ROUTES_FILE } from './pageFiles.server.ts'

/** Robots values a route may write; no value means the site's default, shown in search results. */
export const ROBOTS_VALUES = ['index,follow', 'noindex,follow', 'noindex,nofollow'] as const
const DEFAULT_ROBOTS = 'index,follow'

export interface PageSettings {
  /** The canonical path: the route's `path` as written (`/shop/{partner}` on a partner template). */
  path: string
  title: string
  description: string
  robots: (typeof ROBOTS_VALUES)[number]
  layout: string
  /** On partner pages: the partner's sales phone and lead source. */
  partnerPhone?: string
  partnerLeadSource?: string
}

/** What the Page panel draws each layout as: the chrome it shows around the page's blocks. */
export interface LayoutPicture {
  name: string
  description: string
  header: string
  headerContact: boolean
  headerSchedule: boolean
  signIn: string
  footer: string
  chat: boolean
  leadForms: boolean
  ctaButtons: boolean
}

const FORMAT = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } }

/** The page's settings as its files hold them (the route's own, so a partner page shows its template's title). */
export function pageSettings(
  texts: ConfigTexts,
  routeName: string,
  partnerId: string | null,
  fallbackLayout: string,
): PageSettings {
  const { route } = routeNamed(texts, routeName)
  const settings: PageSettings = {
    path: route.path,
    title: route.meta.title,
    description: route.meta.description ?? '',
    robots: route.meta.robots ?? DEFAULT_ROBOTS,
    layout: route.layout ?? fallbackLayout,
  }
  if (partnerId) {
    const { partner } = partnerNamed(texts, partnerId)
    settings.partnerPhone = partner.phone
    settings.partnerLeadSource = partner.leadSource
  }
  return settings
}

/**
 * The files with the changed settings written: meta and layout into the route, phone and lead source into
 * the partner. A value set back to what the file leaves out (an empty description, the default robots)
 * removes the key instead of writing it.
 */
export function applySettings(
  texts: ConfigTexts,
  routeName: string,
  partnerId: string | null,
  settings: PageSettings,
  fallbackLayout: string,
): ConfigTexts {
  const was = pageSettings(texts, routeName, partnerId, fallbackLayout)
  const { index, route } = routeNamed(texts, routeName)
  let routes = texts[ROUTES_FILE]
  const at = (...path: JSONPath): JSONPath => ['routes', index, ...path]
  if (settings.path !== undefined && settings.path !== was.path) routes = movePath(routes, index, route, settings.path)
  if (settings.title !== was.title) routes = setAt(routes, at('meta', 'title'), settings.title)
  if (settings.description !== was.description)
    routes = setAt(routes, at('meta', 'description'), settings.description === '' ? undefined : settings.description)
  if (settings.robots !== was.robots)
    routes = setAt(
      routes,
      at('meta', 'robots'),
      settings.robots === DEFAULT_ROBOTS && route.meta.robots === undefined ? undefined : settings.robots,
    )
  if (settings.layout !== was.layout) routes = setAt(routes, at('layout'), settings.layout)
  let partners = texts[PARTNERS_FILE]
  if (partnerId) {
    const { index: p } = partnerNamed(texts, partnerId)
    if (settings.partnerPhone !== undefined && settings.partnerPhone !== was.partnerPhone)
      partners = setAt(partners, ['partners', p, 'phone'], settings.partnerPhone)
    if (settings.partnerLeadSource !== undefined && settings.partnerLeadSource !== was.partnerLeadSource)
      partners = setAt(partners, ['partners', p, 'leadSource'], settings.partnerLeadSource)
  }
  return { ...texts, [ROUTES_FILE]: routes, [PARTNERS_FILE]: partners }
}

/**
 * A new canonical path: the route's `path` changes, and the old one joins its `aliases`, so links and
 * bookmarks to the old address still reach the page (an alias that becomes the path leaves the list).
 */
function movePath(text: string, index: number, route: RoutesConfig['routes'][number], path: string): string {
  const aliases = (route.aliases ?? []).filter((alias) => alias !== path)
  if (!aliases.includes(route.path)) aliases.push(route.path)
  const out = setAt(text, ['routes', index, 'path'], path)
  return setAt(out, ['routes', index, 'aliases'], aliases)
}

/** The Page panel's field a config problem is about: the route's meta and layout, the partner's phone and lead source. */
export function settingsFieldOf(
  issue: ConfigIssue,
  texts: ConfigTexts,
  routeName: string,
  partnerId: string | null,
): keyof PageSettings | undefined {
  if (issue.file === ROUTES_FILE) {
    const m = /^routes\[(\d+)\]\.(?:meta\.(title|description|robots)|(layout)|(path|aliases))/.exec(issue.path)
    if (m && Number(m[1]) === routeNamed(texts, routeName).index)
      return m[4] ? 'path' : ((m[2] ?? m[3]) as keyof PageSettings)
  }
  if (issue.file === PARTNERS_FILE && partnerId) {
    const m = /^partners\[(\d+)\]\.(phone|leadSource)$/.exec(issue.path)
    if (m && Number(m[1]) === partnerNamed(texts, partnerId).index)
      return m[2] === 'phone' ? 'partnerPhone' : 'partnerLeadSource'
  }
  return undefined
}

/** Every layout, as the Page panel pictures it. */
export function layoutPictures(layouts: LayoutsConfig): LayoutPicture[] {
  return Object.entries(layouts.layouts).map(([name, layout]) => {
    const header = (layout.header[0]?.props ?? {}) as Record<string, unknown>
    const footer = (layout.footer[0]?.props ?? {}) as Record<string, unknown>
    return {
      name,
      description: layout.description ?? '',
      header: typeof header.variant === 'string' ? header.variant : 'full',
      headerContact: header.showContact !== false && header.variant !== 'logoOnly',
      headerSchedule: header.showSchedule !== false && header.variant === 'full',
      signIn: layout.signIn,
      footer: typeof footer.variant === 'string' ? footer.variant : 'full',
      chat: layout.chat,
      leadForms: layout.leadForms,
      ctaButtons: layout.ctaButtons,
    }
  })
}

function routeNamed(texts: ConfigTexts, routeName: string) {
  const routes = (JSON.parse(texts[ROUTES_FILE]) as RoutesConfig).routes
  const index = routes.findIndex((route) => route.name === routeName)
  if (index === -1) throw new EditRefused(`routes.json has no route named "${routeName}"`)
  return { index, route: routes[index]! }
}

function partnerNamed(texts: ConfigTexts, partnerId: string) {
  const partners = (JSON.parse(texts[PARTNERS_FILE]) as PartnersConfig).partners
  const index = partners.findIndex((partner) => partner.id === partnerId)
  if (index === -1) throw new EditRefused(`partners.json has no partner "${partnerId}"`)
  return { index, partner: partners[index]! }
}

function setAt(text: string, path: JSONPath, value: unknown): string {
  return applyEdits(text, modify(text, path, value, FORMAT))
}
