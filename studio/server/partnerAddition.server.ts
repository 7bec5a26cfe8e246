import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { type NewPartnerOptions, addPartner } from '../../scripts/lib/addPartner.ts'
import type { ConfigIssue } from '../../runtime/config/ConfigIssue.ts'
import type { PartnerConfig } from '../../schemas/generated/partners.ts'
import { CATALOGUE_FILES_DIR, checkPartnerReferences } from '../../runtime/config/checkPartnerReferences.ts'
import { PARTNERS_FILE, type ConfigTexts } from './pageFiles.server.ts'

/**
 * A new partner from the studio's form, added the way `npm run partner:add` adds one (scripts/lib/addPartner),
 * so both write the same entry; the caller checks the site with it before anything is written.
 */
export function withNewPartner(
  texts: ConfigTexts,
  options: NewPartnerOptions,
): { texts: ConfigTexts } | { error: string } {
  const added = addPartner(texts[PARTNERS_FILE], options)
  if (!added.ok) return { error: added.error }
  return { texts: { ...texts, [PARTNERS_FILE]: added.text } }
}

/** A problem about the new partner, tied to its form field: `partners[N].slug` is the slug field. */
export function partnerFieldOf(issue: ConfigIssue, newIndex: number): string | undefined {
  if (issue.file !== PARTNERS_FILE) return undefined
  const m = /^partners\[(\d+)\]\.([A-Za-z]+)/.exec(issue.path)
  return m && Number(m[1]) === newIndex ? m[2] : undefined
}

/** What the form offers: the partner kinds the schema allows, the catalogues in use, the template routes. */
export function partnerFormChoices(
  root: string,
  texts: ConfigTexts,
  templateRoutes: string[],
): { kinds: string[]; catalogIds: string[]; templateRoutes: string[] } {
  const schema = JSON.parse(readFileSync(join(root, 'schemas/partners.schema.json'), 'utf8')) as {
    properties: { partners: { items: { $ref?: string; properties?: { kind: { enum: string[] } } } } }
    $defs?: Record<string, { properties: { kind: { enum: string[] } } }>
  }
  const items = schema.properties.partners.items
  const partnerSchema = items.$ref ? schema.$defs![items.$ref.split('/').at(-1)!]! : items
  const partners = (JSON.parse(texts[PARTNERS_FILE]) as { partners: Array<{ catalogId: string }> }).partners
  return {
    kinds: partnerSchema.properties!.kind.enum,
    catalogIds: [...new Set(partners.map((p) => p.catalogId))].sort(),
    templateRoutes,
  }
}

/**
 * The partner checks (slugs and affiliate ids unique, catalogues exist) on partners.json as written, even
 * when the schema check already failed (config:check then stops before them): so a form shows a bad phone
 * and a slug another partner uses together. Problems `known` already holds are left out.
 */
export function partnerReferenceIssues(root: string, texts: ConfigTexts, known: readonly ConfigIssue[]): ConfigIssue[] {
  const partners = (JSON.parse(texts[PARTNERS_FILE]) as { partners: PartnerConfig[] }).partners
  const localIds = new Set(
    readdirSync(join(root, CATALOGUE_FILES_DIR))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length)),
  )
  const seen = new Set(known.map((issue) => `${issue.path}|${issue.message}`))
  const found: ConfigIssue[] = []
  checkPartnerReferences(
    partners,
    { localIds, remoteApiUrl: null },
    (file, path, message, value) => {
      const issue: ConfigIssue = { file, line: 0, column: 0, path: jsonPathText(path), message, value: value as string }
      if (!seen.has(`${issue.path}|${issue.message}`)) found.push(issue)
    },
    () => undefined,
  )
  return found
}

/** `['partners', 3, 'slug']` as config:check writes it: `partners[3].slug`. */
function jsonPathText(path: ReadonlyArray<string | number>): string {
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : i ? `.${key}` : key)).join('')
}
