import type { PartnerConfig } from '../../schemas/generated/partners.ts'
import { type JsonChange, diffJson } from './jsonDiff.ts'
import { type ScheduleChange, diffSchedule } from './scheduleDiff.ts'
import type { ScheduleConfig } from '../../services/schedule/index.ts'

export interface PartnerEntry {
  id: string
  name: string
  kind: string
  enabled: boolean
}

/** What a reviewer checks on a new partner: where its leads go, what it sells, which number it shows, which pages it gets. */
export interface AddedPartnerDetails {
  slug: string
  leadSource: string
  routeName: string | null
  phone: string
  catalogId: string
  affiliateId: string | null
  /** Paths of the pages the partner gets (none while it is disabled). */
  pages: string[]
  /** When its pages are live, when it has a schedule. */
  schedule?: ScheduleConfig
}

export interface PartnersDiff {
  added: Array<PartnerEntry & { details: AddedPartnerDetails }>
  removed: PartnerEntry[]
  enabled: PartnerEntry[]
  disabled: PartnerEntry[]
  /** Partners on both sides whose other settings (phone, lead source, catalogue, routes...) or schedule changed. */
  changed: Array<PartnerEntry & { changes: JsonChange[]; schedule?: ScheduleChange }>
}

/** Compares the partners of partners.json by id; `pagesOf` names the paths a partner has on the new site. */
export function diffPartners(
  before: readonly PartnerConfig[],
  after: readonly PartnerConfig[],
  pagesOf: (id: string) => string[] = () => [],
): PartnersDiff {
  const beforeById = new Map(before.map((partner) => [partner.id, partner]))
  const afterIds = new Set(after.map((partner) => partner.id))
  const diff: PartnersDiff = { added: [], removed: [], enabled: [], disabled: [], changed: [] }

  for (const partner of after) {
    const old = beforeById.get(partner.id)
    if (!old) {
      const details: AddedPartnerDetails = {
        slug: partner.slug,
        leadSource: partner.leadSource,
        routeName: partner.routeName ?? null,
        phone: partner.phone,
        catalogId: partner.catalogId,
        affiliateId: partner.affiliateId ?? null,
        pages: pagesOf(partner.id),
        ...(partner.schedule && { schedule: partner.schedule }),
      }
      diff.added.push({ ...entryOf(partner), details })
      continue
    }
    if (!old.enabled && partner.enabled) diff.enabled.push(entryOf(partner))
    if (old.enabled && !partner.enabled) diff.disabled.push(entryOf(partner))
    // `enabled` is reported above and `schedule` below, in words a marketer uses; `blockChanges` (the partner's
    // own order and hidden blocks) by the page diff, as the moves on this partner's pages, not as raw JSON here.
    const ignored = { enabled: undefined, schedule: undefined, blockChanges: undefined }
    const changes = diffJson({ ...old, ...ignored }, { ...partner, ...ignored })
    const schedule = diffSchedule(old.schedule, partner.schedule)
    if (changes.length || schedule) diff.changed.push({ ...entryOf(partner), changes, ...(schedule && { schedule }) })
  }
  diff.removed = before.filter((partner) => !afterIds.has(partner.id)).map(entryOf)
  return diff
}

export function isEmptyPartnersDiff(diff: PartnersDiff): boolean {
  return (Object.values(diff) as unknown[][]).every((list) => list.length === 0)
}

function entryOf(partner: PartnerConfig): PartnerEntry {
  return { id: partner.id, name: partner.name, kind: partner.kind, enabled: partner.enabled }
}
