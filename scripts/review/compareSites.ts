import type { PartnerConfig } from '../../schemas/generated/partners.ts'
import type { ClaimRule } from '../../schemas/generated/claims.ts'
import type { SiteConfig } from '../../runtime/SiteConfig.ts'
import { type CataloguePrice, priceText } from '../../services/catalogue/index.ts'
import { blockMoves } from '../lib/blockMoves.ts'
import { type PageClaim, claimFinder, diffClaims } from '../lib/claimDiff.ts'
import type { PageFacts } from '../lib/pageFacts.ts'
import { diffSiteWideSettings } from '../lib/settingsDiff.ts'
import { type LayoutChange, compareLayouts } from './layoutFeatures.ts'
import type { VisibleBlock, VisiblePage, VisibleSite } from './visiblePages.ts'
import type { VisibleText } from './visibleTexts.ts'

/** A value before → after, each whole; null on the side that does not have it. */
export interface Change {
  field: string
  before: string | null
  after: string | null
}

export interface BlockEntry {
  id: string
  type: string
  name: string
  schedule: string | null
  texts: VisibleText[]
}

export interface ChangedBlock {
  id: string
  name: string
  type: { before: string; after: string } | null
  schedule: { before: string | null; after: string | null } | null
  texts: Change[]
  settings: Change[]
}

export interface PageReview {
  url: string
  routeKey: string
  partner: { id: string; name: string } | null
  title: Change | null
  description: Change | null
  layout: LayoutChange | null
  blocksAdded: Array<BlockEntry & { position: number }>
  blocksRemoved: BlockEntry[]
  blocksChanged: ChangedBlock[]
  /** "FAQs (`faqs`) moved above Package tables (`package-tables`)". */
  moves: string[]
  claims: { added: PageClaim[]; removed: PageClaim[] }
}

export interface PageSummary {
  url: string
  routeKey: string
  partner: { id: string; name: string } | null
  layoutName: string
  title: string
  description: string
  blocks: BlockEntry[]
}

export interface PartnerReview {
  id: string
  name: string
  /** Every field for an added or removed partner; the fields that differ for a changed one. */
  fields: Change[]
}

export interface PriceChange {
  catalogue: string
  /** "<item>.<field>", the name a text gives it as {{price.<item>.<field>}}. */
  value: string
  before: string | null
  after: string | null
}

export interface SiteReview {
  pagesAdded: PageSummary[]
  pagesRemoved: PageSummary[]
  pagesChanged: PageReview[]
  partners: { added: PartnerReview[]; removed: PartnerReview[]; changed: PartnerReview[] }
  prices: PriceChange[]
  /** Site-wide files (brand, phones, hours, layouts, navigation...) with each changed value whole. */
  siteWide: Array<{ file: string; changes: Change[] }>
}

export interface ReviewSide {
  config: SiteConfig
  site: VisibleSite
}

/** What visitors will see change between two revisions' sites, page by page, with every text whole. */
export function compareSites(before: ReviewSide, after: ReviewSide): SiteReview {
  const claims = claimFinder([...after.config.claims.rules, ...before.config.claims.rules] as ClaimRule[])
  const beforeByUrl = new Map(before.site.pages.map((page) => [page.url, page]))
  const afterUrls = new Set(after.site.pages.map((page) => page.url))
  const pagesChanged: PageReview[] = []
  const pagesAdded: PageSummary[] = []
  for (const page of after.site.pages) {
    const old = beforeByUrl.get(page.url)
    if (!old) pagesAdded.push(summaryOf(page))
    else {
      const review = comparePage(old, page, claims)
      if (review) pagesChanged.push(review)
    }
  }
  const blockTypeOf = blockTypeFinder([...after.site.pages, ...before.site.pages])
  return {
    pagesAdded,
    pagesRemoved: before.site.pages.filter((page) => !afterUrls.has(page.url)).map(summaryOf),
    pagesChanged,
    partners: comparePartners(before.config.partners.partners, after.config.partners.partners, (id) => {
      const block = blockTypeOf.get(id)
      return block ? `${block.name} (${id})` : id
    }),
    prices: comparePrices(before.site.prices, after.site.prices),
    siteWide: diffSiteWideSettings(before.config, after.config).map(({ file, changes }) => ({
      file,
      changes: changes.map((change) => ({
        field: change.path,
        before: change.kind === 'added' ? null : wholeValue(change.before),
        after: change.kind === 'removed' ? null : wholeValue(change.after),
      })),
    })),
  }
}

function summaryOf(page: VisiblePage): PageSummary {
  const { url, routeKey, partner, layoutName, title, description } = page
  return { url, routeKey, partner, layoutName, title, description, blocks: page.blocks.map(entryOf) }
}

function entryOf(block: VisibleBlock): BlockEntry {
  return { id: block.id, type: block.type, name: block.name, schedule: block.schedule, texts: block.texts }
}

/** The changes of one page present on both sides; null when a visitor sees no difference. */
export function comparePage(
  old: VisiblePage,
  page: VisiblePage,
  claims: ReturnType<typeof claimFinder>,
): PageReview | null {
  const beforeById = new Map(old.blocks.map((block) => [block.id, block]))
  const afterIds = new Set(page.blocks.map((block) => block.id))
  const nameOf = (id: string) => {
    const block = page.blocks.find((candidate) => candidate.id === id) ?? beforeById.get(id)
    return block ? `${block.name} (\`${id}\`)` : `\`${id}\``
  }
  const kept = (blocks: VisibleBlock[], other: { has(id: string): boolean }) =>
    blocks.filter((block) => other.has(block.id)).map((block) => block.id)
  const keptBefore = kept(old.blocks, afterIds)
  const keptAfter = kept(page.blocks, beforeById)
  const moves = blockMoves(keptBefore, keptAfter).map((move) =>
    move.above ? `${nameOf(move.id)} moved above ${nameOf(move.above)}` : `${nameOf(move.id)} moved to the end`,
  )
  const blocksChanged = page.blocks.flatMap((block) => {
    const previous = beforeById.get(block.id)
    const change = previous && compareBlock(previous, block)
    return change ? [change] : []
  })
  const review: PageReview = {
    url: page.url,
    routeKey: page.routeKey,
    partner: page.partner,
    title: valueChange('title', old.title, page.title),
    description: valueChange('description', old.description, page.description),
    layout: compareLayouts(
      old.layoutName,
      new Map(Object.entries(old.layout)),
      page.layoutName,
      new Map(Object.entries(page.layout)),
    ),
    blocksAdded: page.blocks.flatMap((block, i) =>
      beforeById.has(block.id) ? [] : [{ ...entryOf(block), position: i + 1 }],
    ),
    blocksRemoved: old.blocks.filter((block) => !afterIds.has(block.id)).map(entryOf),
    blocksChanged,
    moves,
    claims: namedClaims(diffClaims(claims(claimFacts(old)), claims(claimFacts(page))), (id) => {
      const block = page.blocks.find((candidate) => candidate.id === id) ?? beforeById.get(id)
      return block ? `${block.name} (${id})` : id
    }),
  }
  const unchanged =
    !review.title &&
    !review.description &&
    !review.layout &&
    !review.blocksAdded.length &&
    !review.blocksRemoved.length &&
    !blocksChanged.length &&
    !moves.length
  return unchanged ? null : review
}

function compareBlock(old: VisibleBlock, block: VisibleBlock): ChangedBlock | null {
  const texts = compareFields(old.texts, block.texts)
  const settings = compareFields(
    Object.entries(old.settings).map(([field, text]) => ({ field, text })),
    Object.entries(block.settings).map(([field, text]) => ({ field, text })),
  )
  const type = old.type === block.type ? null : { before: old.type, after: block.type }
  const schedule = old.schedule === block.schedule ? null : { before: old.schedule, after: block.schedule }
  if (!texts.length && !settings.length && !type && !schedule) return null
  return { id: block.id, name: block.name, type, schedule, texts, settings }
}

/** Texts compared by the prop that holds them, each shown whole on both sides. */
function compareFields(before: VisibleText[], after: VisibleText[]): Change[] {
  const old = new Map(before.map((text) => [text.field, text.text]))
  const current = new Map(after.map((text) => [text.field, text.text]))
  const changes: Change[] = []
  for (const { field, text } of after) {
    const previous = old.get(field)
    if (previous !== text) changes.push({ field, before: previous ?? null, after: text })
  }
  for (const { field, text } of before) if (!current.has(field)) changes.push({ field, before: text, after: null })
  return changes
}

function valueChange(field: string, before: string, after: string): Change | null {
  return before === after ? null : { field, before, after }
}

/** The claim finder reads PageFacts; a visible page gives it its filled texts, so a price filled in counts. */
function claimFacts(page: VisiblePage): PageFacts {
  return {
    title: page.title,
    description: page.description,
    blocks: page.blocks.map((block) => ({
      id: block.id,
      type: block.type,
      props: block.texts.map((text) => text.text),
      visibleWhen: null,
    })),
    settings: {},
  } as unknown as PageFacts
}

/** A claim's place named as the studio names the block holding it: "Questions and answers (faq)". */
function namedClaims(
  claims: { added: PageClaim[]; removed: PageClaim[] },
  name: (id: string) => string,
): { added: PageClaim[]; removed: PageClaim[] } {
  const named = (list: PageClaim[]) => list.map((claim) => ({ ...claim, where: name(claim.where) }))
  return { added: named(claims.added), removed: named(claims.removed) }
}

function blockTypeFinder(pages: VisiblePage[]): Map<string, VisibleBlock> {
  const byId = new Map<string, VisibleBlock>()
  for (const page of pages) for (const block of page.blocks) if (!byId.has(block.id)) byId.set(block.id, block)
  return byId
}

/**
 * Partners by id. A partner's `blockProps.<block id>.<prop>` (a heading override) and `blockChanges` are
 * named by the block as the studio names it: "blockProps › Package tables (package-tables) › heading".
 */
export function comparePartners(
  before: readonly PartnerConfig[],
  after: readonly PartnerConfig[],
  blockName: (id: string) => string,
): SiteReview['partners'] {
  const beforeById = new Map(before.map((partner) => [partner.id, partner]))
  const afterIds = new Set(after.map((partner) => partner.id))
  const fieldsOf = (partner: PartnerConfig) => flatten(partner, blockName)
  const result: SiteReview['partners'] = { added: [], removed: [], changed: [] }
  for (const partner of after) {
    const old = beforeById.get(partner.id)
    if (!old) {
      result.added.push({
        id: partner.id,
        name: partner.name,
        fields: [...fieldsOf(partner)].map(([field, value]) => ({ field, before: null, after: value })),
      })
      continue
    }
    const oldFields = fieldsOf(old)
    const newFields = fieldsOf(partner)
    const fields: Change[] = []
    for (const [field, value] of newFields)
      if (oldFields.get(field) !== value) fields.push({ field, before: oldFields.get(field) ?? null, after: value })
    for (const [field, value] of oldFields)
      if (!newFields.has(field)) fields.push({ field, before: value, after: null })
    if (fields.length) result.changed.push({ id: partner.id, name: partner.name, fields })
  }
  for (const partner of before)
    if (!afterIds.has(partner.id))
      result.removed.push({
        id: partner.id,
        name: partner.name,
        fields: [...fieldsOf(partner)].map(([field, value]) => ({ field, before: value, after: null })),
      })
  return result
}

/** Every leaf of a partner entry by a readable path; lists of plain values read as one comma-separated value. */
function flatten(partner: PartnerConfig, blockName: (id: string) => string): Map<string, string> {
  const fields = new Map<string, string>()
  const walk = (value: unknown, path: string[]) => {
    if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
      fields.set(path.join(' › '), value.map(String).join(', '))
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, String(i + 1)]))
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const blockKeyed = path.length === 1 && (path[0] === 'blockProps' || path[0] === 'blockChanges')
        walk(item, [...path, blockKeyed ? blockName(key) : key])
      }
    } else fields.set(path.join(' › '), String(value))
  }
  walk(partner, [])
  return fields
}

/** Catalogue values (after promotions) that differ, per catalogue. */
function comparePrices(before: VisibleSite['prices'], after: VisibleSite['prices']): PriceChange[] {
  const changes: PriceChange[] = []
  for (const catalogue of new Set([...before.keys(), ...after.keys()])) {
    const old = before.get(catalogue) ?? new Map<string, CataloguePrice>()
    const current = after.get(catalogue) ?? new Map<string, CataloguePrice>()
    for (const value of new Set([...old.keys(), ...current.keys()])) {
      const words = (price: CataloguePrice | undefined) => {
        if (!price) return null
        const period = price.period === 'month' ? '/mo.' : ''
        const regular =
          price.regular !== undefined && price.regular !== price.amount
            ? ` (regular ${priceText(value, { ...price, amount: price.regular })}${period})`
            : ''
        return `${priceText(value, price)}${period}${regular}`
      }
      const was = words(old.get(value))
      const now = words(current.get(value))
      if (was !== now) changes.push({ catalogue, value, before: was, after: now })
    }
  }
  return changes
}

function wholeValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}
