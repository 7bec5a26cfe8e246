import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type NewPartnerOptions, addPartner } from '../../scripts/lib/addPartner.ts'
import type { ConfigIssue } from '../../runtime/config/ConfigIssue.ts'
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
