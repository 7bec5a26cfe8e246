import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import { type PageFacts, type PartnerRef, type RenderMode, collectPages } from './pageFacts.ts'
import { type BlockListDiff, diffBlocks, isEmptyBlockDiff } from './blockDiff.ts'
import { type PartnersDiff, diffPartners, isEmptyPartnersDiff } from './partnerDiff.ts'
import { type SettingsFileDiff, diffSiteWideSettings } from './settingsDiff.ts'
import { type JsonChange, diffJson, jsonEqual } from './jsonDiff.ts'
import { type ClaimFinder, type PageClaim, claimFinder, diffClaims } from './claimDiff.ts'

export interface ValueChange<T> {
  before: T
  after: T
}

export interface PageRef {
  path: string
  routeName: string
  partner: PartnerRef | null
  render: RenderMode
}

export type PhoneField = 'sales' | 'salesText' | 'popup'

/** What changed on one page present on both sides. Absent fields did not change. */
export interface PageChange extends PageRef {
  /** The page kept its route but moved to another path. */
  pathChange?: ValueChange<string>
  routeNameChange?: ValueChange<string>
  partnerChange?: ValueChange<PartnerRef | null>
  layout?: ValueChange<string>
  renderChange?: ValueChange<RenderMode>
  title?: ValueChange<string>
  description?: ValueChange<string>
  leadSource?: ValueChange<string>
  phones: Array<{ field: PhoneField } & ValueChange<string>>
  aliases: { added: string[]; removed: string[] }
  blocks: BlockListDiff
  /** Other route settings: query rules, variants, robots, page name... */
  settings: JsonChange[]
  /** Offer claims (site-config/claims.json rules) the page starts or stops making. */
  claims: { added: PageClaim[]; removed: PageClaim[] }
}

export interface SiteDiff {
  pages: { added: PageRef[]; removed: PageRef[]; changed: PageChange[] }
  partners: PartnersDiff
  siteWide: SettingsFileDiff[]
}

/** What a visitor, a marketer or a search engine would notice between two compiled sites. */
export function diffSites(before: SiteRuntime, after: SiteRuntime): SiteDiff {
  const afterPages = collectPages(after)
  const pairs = pairPages(collectPages(before), afterPages)
  const pagesOf = (id: string) => afterPages.filter((page) => page.partner?.id === id).map((page) => page.path)
  const claims = claimFinder([...after.config.claims.rules, ...before.config.claims.rules])
  return {
    pages: {
      added: pairs.added.map(refOf),
      removed: pairs.removed.map(refOf),
      changed: pairs.both
        .map(([old, current]) => diffPage(old, current, claims))
        .filter((change) => !isEmptyPageChange(change)),
    },
    partners: diffPartners(before.config.partners.partners, after.config.partners.partners, pagesOf),
    siteWide: diffSiteWideSettings(before.config, after.config),
  }
}

export function isEmptySiteDiff(diff: SiteDiff): boolean {
  const { added, removed, changed } = diff.pages
  return (
    !added.length && !removed.length && !changed.length && isEmptyPartnersDiff(diff.partners) && !diff.siteWide.length
  )
}

/**
 * Pages are the same page when they have the same path; a page left over on each side with the
 * same route key is a page that moved, so it is shown as one change rather than a removal and an addition.
 */
function pairPages(before: PageFacts[], after: PageFacts[]) {
  const beforeByPath = new Map(before.map((page) => [page.path, page]))
  const afterPaths = new Set(after.map((page) => page.path))
  const unmatchedBefore = new Map(
    before.filter((page) => !afterPaths.has(page.path)).map((page) => [page.routeName, page]),
  )
  const both: Array<[PageFacts, PageFacts]> = []
  const added: PageFacts[] = []
  for (const page of after) {
    const old = beforeByPath.get(page.path) ?? takeMoved(unmatchedBefore, page)
    if (old) both.push([old, page])
    else added.push(page)
  }
  return { both, added, removed: [...unmatchedBefore.values()] }
}

function takeMoved(unmatchedBefore: Map<string, PageFacts>, page: PageFacts): PageFacts | undefined {
  const old = unmatchedBefore.get(page.routeName)
  if (old) unmatchedBefore.delete(page.routeName)
  return old
}

function diffPage(old: PageFacts, page: PageFacts, claims: ClaimFinder): PageChange {
  const change = <T>(before: T, after: T): ValueChange<T> | undefined =>
    jsonEqual(before, after) ? undefined : { before, after }
  const phoneFields: PhoneField[] = ['sales', 'popup', 'salesText']
  const result: PageChange = {
    ...refOf(page),
    pathChange: change(old.path, page.path),
    routeNameChange: change(old.routeName, page.routeName),
    partnerChange: change(old.partner?.id ?? null, page.partner?.id ?? null) && {
      before: old.partner,
      after: page.partner,
    },
    layout: change(old.layout, page.layout),
    renderChange: change(old.render, page.render),
    title: change(old.title, page.title),
    description: change(old.description, page.description),
    leadSource: change(old.leadSource, page.leadSource),
    phones: phoneFields.flatMap((field) =>
      old.phones[field] === page.phones[field] ? [] : [{ field, before: old.phones[field], after: page.phones[field] }],
    ),
    aliases: {
      added: page.aliases.filter((alias) => !old.aliases.includes(alias)),
      removed: old.aliases.filter((alias) => !page.aliases.includes(alias)),
    },
    blocks: diffBlocks(old.blocks, page.blocks),
    settings: diffJson(old.settings, page.settings),
    claims: diffClaims(claims(old), claims(page)),
  }
  // Unchanged fields are left out rather than set to undefined, so the diff reads (and compares) cleanly.
  for (const key of Object.keys(result) as Array<keyof PageChange>) if (result[key] === undefined) delete result[key]
  return result
}

function isEmptyPageChange(change: PageChange): boolean {
  const singleValues = [
    'pathChange',
    'routeNameChange',
    'partnerChange',
    'layout',
    'renderChange',
    'title',
    'description',
    'leadSource',
  ] as const
  return (
    singleValues.every((key) => change[key] === undefined) &&
    !change.phones.length &&
    !change.aliases.added.length &&
    !change.aliases.removed.length &&
    isEmptyBlockDiff(change.blocks) &&
    !change.settings.length &&
    !change.claims.added.length &&
    !change.claims.removed.length
  )
}

function refOf(page: PageFacts): PageRef {
  return { path: page.path, routeName: page.routeName, partner: page.partner, render: page.render }
}
