import { describeChicagoTime } from '../../services/schedule/index.ts'
import type { BlockEntry, Change, PageReview, PageSummary, PartnerReview, SiteReview } from './compareSites.ts'
import type { Inline, ListItem, ScreenshotPair, Section } from './reportDocument.ts'

export interface ReviewLabels {
  base: { ref: string; commit: string }
  head: { ref: string; commit: string }
  /** The moment the pages are read at (schedules, promotions) and the screenshots' page clock, epoch ms. */
  at: number
}

/** Pages whose changes read exactly the same (a template edited for every partner) share one section. */
export interface PageGroup {
  pages: PageReview[]
  /** The page the screenshots are taken of: the first of the group. */
  representative: PageReview
}

export function groupPageChanges(changes: PageReview[]): PageGroup[] {
  const groups = new Map<string, PageReview[]>()
  for (const change of changes) {
    const { url: _url, routeKey: _route, partner: _partner, ...what } = change
    const key = JSON.stringify(what)
    groups.set(key, [...(groups.get(key) ?? []), change])
  }
  return [...groups.values()].map((pages) => ({ pages, representative: pages[0]! }))
}

/** The review as sections: the summary, each changed page (with its screenshots), new and gone pages, partners, prices. */
export function reviewDocument(
  review: SiteReview,
  labels: ReviewLabels,
  screenshots: ReadonlyMap<string, ScreenshotPair[]> = new Map(),
  screenshotNote: string | null = null,
): Section[] {
  const side = (label: ReviewLabels['base']): Inline => [{ code: label.ref }, ` (${label.commit.slice(0, 7)})`]
  const sections: Section[] = [
    {
      level: 2,
      heading: ['What visitors will see: ', ...side(labels.base), ' → ', ...side(labels.head)],
      paragraphs: [
        [{ strong: summaryLine(review) }],
        [
          `Pages as visitors see them on ${describeChicagoTime(labels.at)} (schedules and price promotions as of then). `,
          'Blocks are named as the studio’s outline names them, with their id. Every text is shown whole.',
        ],
        ...(screenshotNote ? [[screenshotNote]] : []),
      ],
    },
  ]
  const groups = groupPageChanges(review.pagesChanged)
  if (groups.length) sections.push({ level: 3, heading: ['Pages changed'] })
  for (const group of groups) {
    sections.push({
      level: 4,
      heading: groupHeading(group.pages),
      items: pageItems(group.representative),
      screenshots: screenshots.get(group.representative.url),
    })
  }
  if (review.pagesAdded.length) sections.push({ level: 3, heading: ['Pages added'] })
  for (const page of review.pagesAdded) sections.push(pageSummarySection(page, 'new'))
  if (review.pagesRemoved.length) sections.push({ level: 3, heading: ['Pages removed'] })
  for (const page of review.pagesRemoved) sections.push(pageSummarySection(page, 'gone'))
  sections.push(...partnerSections(review.partners))
  if (review.prices.length)
    sections.push({
      level: 3,
      heading: ['Prices'],
      items: review.prices.map((price) => ({
        parts: [{ code: `${price.catalogue} · ${price.value}` }, ': ', ...beforeAfter(price.before, price.after)],
      })),
    })
  if (review.siteWide.length)
    sections.push({
      level: 3,
      heading: ['Site-wide settings'],
      items: review.siteWide.map(({ file, changes }) => ({
        parts: [{ code: file }],
        children: changes.map(changeItem),
      })),
    })
  if (sections.length === 1) sections[0]!.paragraphs = [['No change visitors would see.']]
  return sections
}

function summaryLine(review: SiteReview): string {
  const count = (n: number, noun: string, verb: string) => (n ? `${n} ${noun}${n === 1 ? '' : 's'} ${verb}` : '')
  const parts = [
    count(review.pagesChanged.length, 'page', 'changed'),
    count(review.pagesAdded.length, 'page', 'added'),
    count(review.pagesRemoved.length, 'page', 'removed'),
    count(review.partners.added.length, 'partner', 'added'),
    count(review.partners.changed.length, 'partner', 'changed'),
    count(review.partners.removed.length, 'partner', 'removed'),
    count(review.prices.length, 'price', 'changed'),
    count(review.siteWide.length, 'site-wide file', 'changed'),
  ].filter(Boolean)
  return parts.length ? parts.join(' · ') : 'No change visitors would see'
}

function pageRef(page: { url: string; routeKey: string; partner: { id: string; name: string } | null }): Inline {
  return [
    { code: page.url },
    ' · route ',
    { code: page.routeKey },
    ...(page.partner ? [` · ${page.partner.name} (`, { code: page.partner.id }, ')'] : []),
  ]
}

function groupHeading(pages: PageReview[]): Inline {
  if (pages.length === 1) return pageRef(pages[0]!)
  const list: Inline = pages.flatMap((page, i) => [...(i ? [', '] : []), { code: page.url }])
  return [`${pages.length} pages with the same change: `, ...list]
}

function blockName(block: { name: string; id: string }): Inline {
  return [`${block.name} (`, { code: block.id }, ')']
}

function beforeAfter(before: string | null, after: string | null): Inline {
  if (before === null) return [{ quote: after ?? '' }, ' (new)']
  if (after === null) return [{ quote: before }, ' (removed)']
  return [{ quote: before }, ' → ', { quote: after }]
}

function changeItem(change: Change): ListItem {
  return { parts: [{ code: change.field }, ': ', ...beforeAfter(change.before, change.after)] }
}

function textItems(block: BlockEntry): ListItem[] {
  return block.texts.map((text) => ({ parts: [{ code: text.field }, ': ', { quote: text.text }] }))
}

export function pageItems(page: PageReview): ListItem[] {
  const items: ListItem[] = []
  const item = (label: string, rest: Inline, children?: ListItem[]) =>
    items.push({ parts: [{ strong: `${label}:` }, ' ', ...rest], ...(children && { children }) })
  if (page.title) item('Title', beforeAfter(page.title.before, page.title.after))
  if (page.description) item('Description', beforeAfter(page.description.before, page.description.after))
  if (page.layout) {
    const { before, after, adds, removes, changes } = page.layout
    const layoutName: Inline = before === after ? [{ code: after }] : [{ code: before }, ' → ', { code: after }]
    item('Layout', layoutName, [
      ...adds.map((text) => ({ parts: ['adds ', text] })),
      ...removes.map((text) => ({ parts: ['removes ', text] })),
      ...changes.map((change) => ({ parts: ['changes ', { quote: change.before }, ' → ', { quote: change.after }] })),
      ...(adds.length + removes.length + changes.length
        ? []
        : [{ parts: ['visitors get the same header, footer, chat and forms'] }]),
    ])
  }
  for (const block of page.blocksAdded)
    item(
      'Block added',
      [
        ...blockName(block),
        `, position ${block.position}`,
        ...(block.schedule ? [`, ${block.schedule}`] : [', always shown']),
      ],
      textItems(block),
    )
  for (const block of page.blocksRemoved)
    item(
      'Block removed',
      [...blockName(block), ...(block.schedule ? [`, was ${block.schedule}`] : [])],
      textItems(block),
    )
  for (const block of page.blocksChanged) {
    const children: ListItem[] = []
    if (block.type) children.push({ parts: ['type ', { code: block.type.before }, ' → ', { code: block.type.after }] })
    if (block.schedule)
      children.push({
        parts: ['dates: ', block.schedule.before ?? 'always shown', ' → ', block.schedule.after ?? 'always shown'],
      })
    children.push(...block.texts.map(changeItem), ...block.settings.map(changeItem))
    item('Block changed', blockName(block), children)
  }
  for (const move of page.moves) item('Moved', [move])
  const claim = (c: { rule: string; text: string; where: string }): ListItem => ({
    parts: [{ quote: c.text }, ' (', { code: c.rule }, `) in ${c.where}`],
  })
  if (page.claims.added.length) item('Claims added', [], page.claims.added.map(claim))
  if (page.claims.removed.length) item('Claims removed', [], page.claims.removed.map(claim))
  return items
}

function pageSummarySection(page: PageSummary, state: 'new' | 'gone'): Section {
  return {
    level: 4,
    heading: pageRef(page),
    items: [
      { parts: [{ strong: 'Title:' }, ' ', { quote: page.title }] },
      { parts: [{ strong: 'Description:' }, ' ', { quote: page.description }] },
      { parts: [{ strong: 'Layout:' }, ' ', { code: page.layoutName }] },
      {
        parts: [{ strong: 'Blocks:' }, ' '],
        children: page.blocks.map((block, i) => ({
          parts: [`Block ${i + 1}: `, ...blockName(block), ...(block.schedule ? [`, ${block.schedule}`] : [])],
        })),
      },
    ],
    folded: {
      summary: `Every text of the ${state === 'new' ? 'new' : 'removed'} page`,
      items: page.blocks.map((block) => ({ parts: blockName(block), children: textItems(block) })),
    },
  }
}

function partnerSections(partners: SiteReview['partners']): Section[] {
  const section = (title: string, list: PartnerReview[]): Section[] =>
    list.map((partner) => ({
      level: 4,
      heading: [`${title}: ${partner.name} (`, { code: partner.id }, ')'],
      items: partner.fields.map(changeItemPlain(title)),
    }))
  const all = [
    ...section('Partner added', partners.added),
    ...section('Partner changed', partners.changed),
    ...section('Partner removed', partners.removed),
  ]
  return all.length ? [{ level: 3, heading: ['Partners'] }, ...all] : []
}

/** An added or removed partner lists each field with its value; a changed one, before → after. */
function changeItemPlain(title: string) {
  return (change: Change): ListItem =>
    title === 'Partner changed'
      ? changeItem(change)
      : { parts: [{ code: change.field }, ': ', { quote: change.after ?? change.before ?? '' }] }
}
