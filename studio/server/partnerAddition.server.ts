import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { type NewPartnerOptions, addPartner, mostCommonCatalogId } from '../../scripts/lib/addPartner.ts'
import type { ConfigIssue } from '../../runtime/config/ConfigIssue.ts'
import { JsonSource } from '../../runtime/config/JsonSource.ts'
import type { PartnerConfig } from '../../schemas/generated/partners.ts'
import {
  CATALOGUE_FILES_DIR,
  type PartnerIssueSink,
  type ReusedPartnerValue,
  checkPartnerReferences,
} from '../../runtime/config/checkPartnerReferences.ts'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import { checkPartnerRouteLists } from '../../runtime/routing/expandRoutes.ts'
import type { RoutesConfig } from '../../schemas/generated/routes.ts'
import type { PartnerPageChoice } from '../fields/partnerPageWords.ts'
import { PARTNERS_FILE, ROUTES_FILE, type ConfigTexts } from './pageFiles.server.ts'
import { type CatalogueChoice, catalogueChoices, templateChoices } from './partnerEditing.server.ts'

/** A kind of partner as the form offers it: the value partners.json keeps, and what it means. */
export interface KindChoice {
  value: string
  description: string
}

/** What the add-partner form offers, every choice in words, each keeping the id partners.json stores. */
export interface PartnerFormChoices {
  kinds: KindChoice[]
  catalogues: CatalogueChoice[]
  /** The catalogue most partners sell from: `partner:add`'s default. */
  defaultCatalogId: string
  templates: PartnerPageChoice[]
}

/**
 * A new partner from the studio's form, added the way `npm run partner:add` adds one (scripts/lib/addPartner),
 * so both write the same entry; the caller checks the site with it before anything is written.
 *
 * An id another partner has is a problem of the form like any other: the entry is appended with it, and the
 * site check reports it at the id field (checkPartnerReferences, with the partner that has it) together with
 * the form's other problems (a bad phone, a taken page address), instead of partner:add's refusal alone.
 */
export function withNewPartner(
  texts: ConfigTexts,
  options: NewPartnerOptions,
): { texts: ConfigTexts } | { error: string } {
  const added = addPartner(texts[PARTNERS_FILE], options, { allowTakenId: true })
  if (!added.ok) return { error: added.error }
  return { texts: { ...texts, [PARTNERS_FILE]: added.text } }
}

/** A problem about the new partner, tied to its form field: `partners[N].slug` is the slug field. */
export function partnerFieldOf(issue: ConfigIssue, newIndex: number): string | undefined {
  if (issue.file !== PARTNERS_FILE) return undefined
  const m = /^partners\[(\d+)\]\.([A-Za-z]+)/.exec(issue.path)
  return m && Number(m[1]) === newIndex ? m[2] : undefined
}

/** The kinds of partner the schema allows, each with the schema's words for it (`studio.choices` of `kind`). */
export function kindChoices(root: string): KindChoice[] {
  const schema = JSON.parse(readFileSync(join(root, 'schemas/partners.schema.json'), 'utf8')) as {
    $defs: { partner: { properties: { kind: { enum: string[]; studio?: { choices?: Record<string, string> } } } } }
  }
  const { kind } = schema.$defs.partner.properties
  return kind.enum.map((value) => ({ value, description: kind.studio?.choices?.[value] ?? value }))
}

/** What the form offers: the kinds (in words), the catalogues by name, the pages a partner can get. */
export function partnerFormChoices(root: string, texts: ConfigTexts, runtime: SiteRuntime): PartnerFormChoices {
  const partners = (JSON.parse(texts[PARTNERS_FILE]) as { partners: PartnerConfig[] }).partners
  return {
    kinds: kindChoices(root),
    catalogues: catalogueChoices(root),
    defaultCatalogId: mostCommonCatalogId(partners) ?? '',
    templates: templateChoices(runtime),
  }
}

/** A problem of a partner form; a value another partner already has carries that partner (checkPartnerReferences). */
export type PartnerIssue = ConfigIssue & { reused?: ReusedPartnerValue }

/**
 * The site check's problems (`known`) with the partner checks (ids, slugs and affiliate ids unique, catalogues
 * exist, pages for the partner's kind) run on partners.json as written, even when the schema check already
 * failed (config:check then stops before them): so a form shows a bad phone and a slug another partner uses
 * together. A problem both found is listed once, as the partner checks give it: with the owner of a reused
 * value as data, for the form's sentence.
 */
export function withPartnerReferenceIssues(
  root: string,
  texts: ConfigTexts,
  known: readonly ConfigIssue[],
): PartnerIssue[] {
  const source = new JsonSource(PARTNERS_FILE, texts[PARTNERS_FILE])
  const partners = (source.value as { partners: PartnerConfig[] }).partners
  const localIds = new Set(
    readdirSync(join(root, CATALOGUE_FILES_DIR))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length)),
  )
  const keyOf = (issue: ConfigIssue) => `${issue.path}|${issue.message}`
  const found = new Map<string, PartnerIssue>()
  const report: PartnerIssueSink = (_file, path, message, value, reused) => {
    const issue: PartnerIssue = source.issue(path, message, value)
    found.set(keyOf(issue), reused ? { ...issue, reused } : issue)
  }
  checkPartnerReferences(partners, { localIds, remoteApiUrl: null }, report, () => undefined)
  // The pages each partner has (a page for another kind of partner), which config:check reaches only once
  // every file passed its schema.
  const routes = JSON.parse(texts[ROUTES_FILE]) as RoutesConfig
  const routesByName = new Map(routes.routes.map((route, index) => [route.name, { route, index }]))
  checkPartnerRouteLists({ routes, partners: { partners } }, routesByName, report)
  const knownKeys = new Set(known.map(keyOf))
  return [
    ...known.map((issue) => found.get(keyOf(issue)) ?? issue),
    ...[...found.values()].filter((issue) => !knownKeys.has(keyOf(issue))),
  ]
}
