/**
 * Editing an existing partner from the studio's form: what the form shows (its fields, the catalogues by
 * name with their packages, the pages a partner can get in words), and the minimal text edits of its entry
 * in partners.json. The caller checks the whole site with the edit, as partner:add and config:check do.
 */
import { applyEdits, modify, type JSONPath } from 'jsonc-parser'
import type { PartnersConfig, PartnerConfig } from '../../schemas/generated/partners.ts'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import type { ConfigIssue } from '../../runtime/config/ConfigIssue.ts'
import {
  PARTNER_PLACEHOLDERS,
  fillPlaceholders,
  fillTokens,
  placeholdersIn,
} from '../../runtime/routing/placeholders.ts'
import { type ConfigTexts, EditRefused, PARTNERS_FILE } from './pageFiles.server.ts'
import { scheduleOf } from '../fields/scheduleWords.ts'
import {
  PARTNER_IN_PATH,
  type PartnerPageChoice,
  type PartnerPageWords,
  titleWithoutBrand,
} from '../fields/partnerPageWords.ts'
import { catalogueKeyOfPackage } from '../../services/catalogue/index.ts'
import { localPricesToday, priceValueText } from '../../scripts/lib/pricesToday.ts'

/** The fields of a partner the form edits. */
export interface PartnerFields {
  name: string
  phone: string
  /** Empty: the partner's pages offer the company's sales text line. */
  textPhone: string
  leadSource: string
  catalogId: string
  routes: string[]
  enabled: boolean
  /** When its pages are live (its `schedule`, America/Chicago): "2027-05-24" or "2027-05-24T09:00"; empty for always. */
  startsAt: string
  endsAt: string
}

export interface CatalogueChoice {
  id: string
  /** The catalogue's display name ("Keystone Realty catalogue"), never its id. */
  name: string
  /** Its packages by name with their prices as the shop shows them today. */
  packages: Array<{ name: string; price: string }>
}

const FORMAT = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } }

export function partnerFields(texts: ConfigTexts, id: string): PartnerFields {
  const { partner } = partnerNamed(texts, id)
  return {
    name: partner.name,
    phone: partner.phone,
    textPhone: partner.textPhone ?? '',
    leadSource: partner.leadSource,
    catalogId: partner.catalogId,
    routes: [...partner.routes],
    enabled: partner.enabled,
    startsAt: partner.schedule?.startsAt ?? '',
    endsAt: partner.schedule?.endsAt ?? '',
  }
}

/** partners.json with the partner's changed fields written; unchanged fields keep their text. */
export function withEditedPartner(texts: ConfigTexts, id: string, fields: PartnerFields): ConfigTexts {
  const { index } = partnerNamed(texts, id)
  const was = partnerFields(texts, id)
  let text = texts[PARTNERS_FILE]
  const set = (path: JSONPath, value: unknown) => {
    text = applyEdits(text, modify(text, ['partners', index, ...path], value, FORMAT))
  }
  for (const key of ['name', 'phone', 'leadSource', 'catalogId', 'enabled'] as const)
    if (fields[key] !== was[key]) set([key], fields[key])
  if (fields.textPhone !== was.textPhone) set(['textPhone'], fields.textPhone === '' ? undefined : fields.textPhone)
  if (JSON.stringify(fields.routes) !== JSON.stringify(was.routes)) set(['routes'], fields.routes)
  if (fields.startsAt !== was.startsAt || fields.endsAt !== was.endsAt)
    set(['schedule'], scheduleOf(fields.startsAt || undefined, fields.endsAt || undefined))
  return { ...texts, [PARTNERS_FILE]: text }
}

/** The form field a problem is about: `partners[N].phone` is the phone field of partner N. */
export function partnerFieldOfIssue(issue: ConfigIssue, index: number): keyof PartnerFields | undefined {
  if (issue.file !== PARTNERS_FILE) return undefined
  const m = /^partners\[(\d+)\]\.([A-Za-z]+)/.exec(issue.path)
  if (!m || Number(m[1]) !== index) return undefined
  if (m[2] === 'schedule') return issue.path.includes('.endsAt') ? 'endsAt' : 'startsAt'
  const field = m[2] === 'slug' || m[2] === 'routeName' ? 'leadSource' : m[2]
  return field as keyof PartnerFields
}

export function partnerIndexOf(texts: ConfigTexts, id: string): number {
  return partnerNamed(texts, id).index
}

/** The partner's pages on a site, in words (and the key the studio opens each by): what disabling it takes away. */
export function partnerPagesOn(runtime: SiteRuntime, id: string): Array<PartnerPageWords & { key: string }> {
  return runtime.routes
    .filter((route) => route.partner?.id === id)
    .map((route) => ({ key: route.key, title: titleWithoutBrand(route.meta.title), path: route.path }))
}

/** The partner's pages that one site has and the other does not (a disabled partner's pages go away). */
export function partnerPagesGone(before: SiteRuntime, after: SiteRuntime, id: string): PartnerPageWords[] {
  const kept = new Set(partnerPagesOn(after, id).map((page) => page.path))
  return partnerPagesOn(before, id).filter((page) => !kept.has(page.path))
}

/**
 * Every catalogue in site-config/catalog/catalogs by its name, with its packages and what each costs today
 * (price promotions applied, as the shop and the template values show them).
 */
export function catalogueChoices(root: string, now: number = Date.now()): CatalogueChoice[] {
  const catalogues = localPricesToday(root, now)
  if (!catalogues) return []
  return [...catalogues.byId.values()]
    .map(({ catalogue, prices }) => ({
      id: catalogue.catalogId,
      name: catalogue.name,
      packages: catalogue.packages.map((record) => {
        const key = catalogueKeyOfPackage(record)
        const equipment = prices.get(`${key}.equipment`)
        const monitoring = prices.get(`${key}.monitoring`)
        const parts = [
          equipment && `${priceValueText(`${key}.equipment`, equipment)} equipment`,
          monitoring && `${priceValueText(`${key}.monitoring`, monitoring)} monitoring`,
        ].filter(Boolean)
        return { name: record.catalogueInfo.name, price: parts.join(' + ') }
      }),
    }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * The template routes a partner can get a page from, with the title and address each gives it:
 * "{{partner.name}} Exclusive Offer" at "/{partner}offer" (the forms fill in the partner).
 */
export function templateChoices(runtime: SiteRuntime): PartnerPageChoice[] {
  const { brand } = runtime.config
  // The brand's placeholders as the routes are expanded with them; each partner placeholder kept as the
  // one the forms fill in.
  const pathValues: Record<string, string> = {
    ...brand.placeholders,
    brand: brand.slug,
    ...Object.fromEntries([...PARTNER_PLACEHOLDERS].map((name) => [name, PARTNER_IN_PATH])),
  }
  return runtime.config.routes.routes
    .filter((route) => placeholdersIn(route.path).some((name) => PARTNER_PLACEHOLDERS.has(name)))
    .map((route) => ({
      name: route.name,
      // {{partner.name}} stays for the forms to fill in; the brand's name is the site's.
      title: titleWithoutBrand(fillTokens(route.meta.title, { 'brand.name': brand.name }, () => undefined)),
      path: fillPlaceholders(route.path, pathValues).text,
      fill: route.partnerKey === 'routeName' ? ('routeName' as const) : ('slug' as const),
    }))
}

function partnerNamed(texts: ConfigTexts, id: string): { index: number; partner: PartnerConfig } {
  const partners = (JSON.parse(texts[PARTNERS_FILE]) as PartnersConfig).partners
  const index = partners.findIndex((partner) => partner.id === id)
  if (index === -1) throw new EditRefused(`partners.json has no partner "${id}"`)
  return { index, partner: partners[index]! }
}
