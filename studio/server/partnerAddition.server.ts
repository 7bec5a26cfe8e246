import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { type NewPartnerOptions, addPartner, mostCommonCatalogId } from '../../scripts/lib/addPartner.ts'
import type { ConfigIssue } from '../../runtime/config/ConfigIssue.ts'
import { JsonSource } from '../../runtime/config/JsonSource.ts'
import type { PartnerConfig } from '../../schemas/generated/partners.ts'
import { CATALOGUE_FILES_DIR, checkPartnerReferences } from '../../runtime/config/checkPartnerReferences.ts'
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
 * An id another partner has is a problem of the form like any other: the entry is checked under an unused
 * id so its other problems (a bad phone, a taken page address) are shown with it, all at once, instead of
 * partner:add's refusal alone.
 */
export function withNewPartner(
  texts: ConfigTexts,
  options: NewPartnerOptions,
): { texts: ConfigTexts; problems: ConfigIssue[] } | { error: string } {
  const partners = (JSON.parse(texts[PARTNERS_FILE]) as { partners?: PartnerConfig[] }).partners ?? []
  const owner = partners.findIndex((partner) => partner.id === options.id)
  const ids = new Set(partners.map((partner) => partner.id))
  let checkedId = options.id
  for (let n = 2; owner !== -1 && ids.has(checkedId); n++) checkedId = `${options.id}-${n}`
  const added = addPartner(texts[PARTNERS_FILE], { ...options, id: checkedId })
  if (!added.ok) return { error: added.error }
  const problems =
    owner === -1
      ? []
      : [
          new JsonSource(PARTNERS_FILE, added.text).issue(
            ['partners', partners.length, 'id'],
            `id "${options.id}" is already used by ${partners[owner]!.name} (partners[${owner}]); choose another id`,
            options.id,
          ),
        ]
  return { texts: { ...texts, [PARTNERS_FILE]: added.text }, problems }
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

/**
 * The partner checks (slugs and affiliate ids unique, catalogues exist, pages for the partner's kind) on
 * partners.json as written, even
 * when the schema check already failed (config:check then stops before them): so a form shows a bad phone
 * and a slug another partner uses together. Problems `known` already holds are left out.
 */
export function partnerReferenceIssues(root: string, texts: ConfigTexts, known: readonly ConfigIssue[]): ConfigIssue[] {
  const source = new JsonSource(PARTNERS_FILE, texts[PARTNERS_FILE])
  const partners = (source.value as { partners: PartnerConfig[] }).partners
  const localIds = new Set(
    readdirSync(join(root, CATALOGUE_FILES_DIR))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length)),
  )
  const seen = new Set(known.map((issue) => `${issue.path}|${issue.message}`))
  const found: ConfigIssue[] = []
  const report = (_file: string, path: ReadonlyArray<string | number>, message: string, value?: unknown) => {
    const issue = source.issue(path, message, value)
    if (!seen.has(`${issue.path}|${issue.message}`)) found.push(issue)
  }
  checkPartnerReferences(partners, { localIds, remoteApiUrl: null }, report, () => undefined)
  // The pages each partner has (a page for another kind of partner), which config:check reaches only once
  // every file passed its schema.
  const routes = JSON.parse(texts[ROUTES_FILE]) as RoutesConfig
  const routesByName = new Map(routes.routes.map((route, index) => [route.name, { route, index }]))
  checkPartnerRouteLists({ routes, partners: { partners } }, routesByName, report)
  return found
}
