import type { PartnerConfig } from '../../schemas/generated/partners.ts'
import { type IssueSink, PARTNERS_FILE } from './IssueSink.ts'

/** What the partner checks know about the catalogues: the local files, or that a remote API serves them. */
export interface CatalogueReferences {
  /** Ids of the catalogue files in site-config/catalog/catalogs/. */
  localIds: ReadonlySet<string>
  /** Set when CATALOGUE_API_URL is configured: the ids cannot be checked offline. */
  remoteApiUrl: string | null
}

export const CATALOGUE_FILES_DIR = 'site-config/catalog/catalogs'

/**
 * Indexes of partners whose slug an earlier partner already uses (enabled or not). Their pages are
 * not expanded, so the mistake is reported once at the partner's `slug`, not as a clash of paths
 * in routes.json, a file the marketer never touched.
 */
export function partnersWithReusedSlug(partners: readonly PartnerConfig[]): ReadonlySet<number> {
  const seen = new Set<string>()
  const reused = new Set<number>()
  partners.forEach((partner, p) => {
    if (seen.has(partner.slug)) reused.add(p)
    seen.add(partner.slug)
  })
  return reused
}

/** A value a partner has that an earlier partner already uses, and that partner: the owner as data, not prose. */
export interface ReusedPartnerValue {
  field: 'id' | 'slug' | 'affiliateId'
  value: string
  owner: { id: string; name: string; enabled: boolean }
}

/** An IssueSink that is also told, for a reused value, who already has it (the studio's forms name the owner). */
export type PartnerIssueSink = (
  file: string,
  path: ReadonlyArray<string | number>,
  message: string,
  value?: unknown,
  reused?: ReusedPartnerValue,
) => void

/** Ids, slugs and affiliate ids are unique across every partner, enabled or disabled; catalogue ids exist. */
export function checkPartnerReferences(
  partners: readonly PartnerConfig[],
  catalogues: CatalogueReferences,
  report: PartnerIssueSink,
  warn: IssueSink,
): void {
  reportReused(
    partners,
    (partner) => partner.id,
    'id',
    'id',
    "an id names the partner in the site's files, its pages and its leads, so each partner needs its own",
    report,
  )
  reportReused(
    partners,
    (partner) => partner.slug,
    'slug',
    'slug',
    "a slug names the partner's pages, so each partner needs its own, even when one of them is disabled",
    report,
  )
  reportReused(
    partners,
    (partner) => partner.affiliateId,
    'affiliateId',
    'affiliate id',
    'leads would be credited to the wrong partner; each partner needs its own',
    report,
  )
  const known = [...catalogues.localIds].sort().join(', ')
  partners.forEach((partner, p) => {
    const at = ['partners', p, 'catalogId']
    if (catalogues.remoteApiUrl) {
      warn(
        PARTNERS_FILE,
        at,
        `cannot verify this catalogue id: CATALOGUE_API_URL is set, so catalogues come from ${catalogues.remoteApiUrl}`,
        partner.catalogId,
      )
    } else if (!catalogues.localIds.has(partner.catalogId)) {
      report(
        PARTNERS_FILE,
        at,
        `unknown catalogue; expected the id of a file in ${CATALOGUE_FILES_DIR}/: ${known}`,
        partner.catalogId,
      )
    }
  })
}

function reportReused(
  partners: readonly PartnerConfig[],
  keyOf: (partner: PartnerConfig) => string | undefined,
  field: ReusedPartnerValue['field'],
  label: string,
  why: string,
  report: PartnerIssueSink,
): void {
  const firstUse = new Map<string, number>()
  partners.forEach((partner, p) => {
    const key = keyOf(partner)
    if (key === undefined) return
    const first = firstUse.get(key)
    if (first === undefined) {
      firstUse.set(key, p)
      return
    }
    const owner = partners[first]!
    report(
      PARTNERS_FILE,
      ['partners', p, field],
      // The owner by name first, then its id and place in the file for the developer reading config:check; the
      // studio's forms word it from the data given with it.
      `${label} "${key}" of partner "${partner.id}" is already used by ${owner.name} (partner "${owner.id}", partners[${first}]${owner.enabled ? '' : ', disabled'}); ${why}`,
      key,
      { field, value: key, owner: { id: owner.id, name: owner.name, enabled: owner.enabled } },
    )
  })
}
