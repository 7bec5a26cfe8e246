import type { PageChange, PageRef, PhoneField, SiteDiff } from './siteDiff.ts'
import { isEmptySiteDiff } from './siteDiff.ts'
import type { PartnerRef } from './pageFacts.ts'
import type { PartnerEntry } from './partnerDiff.ts'
import type { JsonChange } from './jsonDiff.ts'
import type { BlockMove } from './blockMoves.ts'
import { cell, code, describeJsonChange, describeValueChange } from './markdownValues.ts'
import { describeScheduleChange, windowWords } from './scheduleDiff.ts'

export interface DiffLabels {
  /** How the two sides are named in the heading, e.g. "`origin/main`" and "the working tree". */
  base: string
  head: string
}

export const NO_CHANGES = 'No changes to the site.'

/** Lists longer than this are cut with "…and N more": a pull-request comment should stay readable. */
const MAX_LINES_PER_LIST = 15

const PHONE_LABELS: Record<PhoneField, string> = {
  sales: 'Sales phone',
  popup: 'Pop-up phone',
  salesText: 'Sales text phone',
}

/** Renders a site diff as Markdown a reviewer can paste into a pull request. */
export function formatSiteDiffMarkdown(diff: SiteDiff, labels: DiffLabels): string {
  if (isEmptySiteDiff(diff)) return NO_CHANGES
  const sections = [
    `## Site changes from ${labels.base} to ${labels.head}`,
    summaryLine(diff),
    pageTable('Pages added', diff.pages.added),
    pageTable('Pages removed', diff.pages.removed),
    changedPages(diff.pages.changed),
    partnersSection(diff),
    siteWideSection(diff),
  ]
  return sections.filter((section) => section !== '').join('\n\n')
}

function summaryLine(diff: SiteDiff): string {
  const { pages, partners, siteWide } = diff
  const parts = [
    count(pages.added.length, 'page', 'added'),
    count(pages.removed.length, 'page', 'removed'),
    count(pages.changed.length, 'page', 'changed'),
    count(partners.added.length, 'partner', 'added'),
    count(partners.removed.length, 'partner', 'removed'),
    count(partners.enabled.length, 'partner', 'enabled'),
    count(partners.disabled.length, 'partner', 'disabled'),
    count(partners.changed.length, 'partner', 'changed'),
    count(siteWide.length, 'site-wide file', 'changed'),
  ]
  return `**${parts.filter(Boolean).join(' · ')}**`
}

function count(n: number, noun: string, verb: string): string {
  return n ? `${n} ${noun}${n === 1 ? '' : 's'} ${verb}` : ''
}

function pageTable(title: string, pages: PageRef[]): string {
  if (!pages.length) return ''
  const rows = pages.map(
    (page) =>
      `| ${cell(code(page.path))} | ${cell(code(page.routeName))} | ${cell(partnerLabel(page.partner))} | ${page.render} |`,
  )
  return [`### ${title}`, '', '| Path | Route | Partner | Render |', '| --- | --- | --- | --- |', ...rows].join('\n')
}

/**
 * One heading per page, except that pages with exactly the same changes (a site-wide phone number,
 * a template edited for every partner) share one heading instead of repeating the same lines.
 */
function changedPages(changes: PageChange[]): string {
  if (!changes.length) return ''
  const groups = new Map<string, { pages: PageChange[]; lines: string[] }>()
  for (const change of changes) {
    const lines = pageChangeLines(change)
    const key = lines.join('\n')
    const group = groups.get(key)
    if (group) group.pages.push(change)
    else groups.set(key, { pages: [change], lines })
  }
  const blocks = [...groups.values()].map(({ pages, lines }) =>
    [`#### ${pagesHeading(pages)}`, '', ...lines].join('\n'),
  )
  return ['### Pages changed', ...blocks].join('\n\n')
}

function pagesHeading(pages: PageChange[]): string {
  if (pages.length > 1) return `${pages.length} pages: ${pages.map((page) => code(page.path)).join(', ')}`
  const page = pages[0]!
  const partner = page.partner ? ` · ${partnerLabel(page.partner)}` : ''
  return `${code(page.path)} · route ${code(page.routeName)}${partner}`
}

function pageChangeLines(change: PageChange): string[] {
  const lines: string[] = []
  const line = (label: string, text: string) => lines.push(`- **${label}:** ${text}`)
  const plain = (values: { before: string; after: string }) => `${values.before} → ${values.after}`
  const codes = (values: { before: string; after: string }) => `${code(values.before)} → ${code(values.after)}`

  if (change.pathChange) line('Path', codes(change.pathChange))
  if (change.routeNameChange) line('Route', codes(change.routeNameChange))
  if (change.partnerChange)
    line('Partner', `${partnerLabel(change.partnerChange.before)} → ${partnerLabel(change.partnerChange.after)}`)
  if (change.layout) line('Layout', codes(change.layout))
  if (change.renderChange) line('Render', plain(change.renderChange))
  if (change.title) line('Title', describeValueChange(change.title.before, change.title.after))
  if (change.description) line('Description', describeValueChange(change.description.before, change.description.after))
  if (change.leadSource) line('Lead source', codes(change.leadSource))
  for (const phone of change.phones) line(PHONE_LABELS[phone.field], plain(phone))
  if (change.aliases.added.length) line('Aliases added', change.aliases.added.map(code).join(', '))
  if (change.aliases.removed.length) line('Aliases removed', change.aliases.removed.map(code).join(', '))

  const { blocks } = change
  if (blocks.added.length)
    line(
      'Blocks added',
      blocks.added
        .map((b) => {
          const when = b.schedule ? `, shown ${windowWords(b.schedule)}` : ''
          return `${code(b.id)} (${b.type}) at position ${b.position}${when}`
        })
        .join(', '),
    )
  if (blocks.removed.length) line('Blocks removed', blocks.removed.map((b) => `${code(b.id)} (${b.type})`).join(', '))
  if (blocks.reordered) {
    line('Blocks reordered', blocks.reordered.moves.map(describeMove).join('; '))
  }
  for (const block of blocks.changed) {
    lines.push(`- **Block ${code(block.id)} (${block.type}):**`)
    if (block.typeChange) lines.push(`  - type: ${codes(block.typeChange)}`)
    if (block.schedule) lines.push(`  - schedule: ${describeScheduleChange(block.schedule)}`)
    lines.push(...nestedChanges([...block.props, ...block.visibility]))
  }
  const claim = (c: { rule: string; text: string; where: string }) => `"${c.text}" (${c.rule}) in ${code(c.where)}`
  if (change.claims.added.length) line('Claims added', change.claims.added.map(claim).join(', '))
  if (change.claims.removed.length) line('Claims removed', change.claims.removed.map(claim).join(', '))
  if (change.settings.length) {
    lines.push('- **Other route settings:**', ...nestedChanges(change.settings))
  }
  return lines
}

/** One move in words, by the neighbour it now has ("`faqs` moved up, above `reviews`"). */
export function describeMove(move: BlockMove): string {
  if (move.direction === 'down' && move.below) return `${code(move.id)} moved down, below ${code(move.below)}`
  if (move.direction === 'up' && move.above) return `${code(move.id)} moved up, above ${code(move.above)}`
  if (move.above) return `${code(move.id)} moved above ${code(move.above)}`
  if (move.below) return `${code(move.id)} moved to the end, below ${code(move.below)}`
  // No neighbour to name: the studio's summary names only blocks its outline shows, and none is around this one.
  return `${code(move.id)} moved ${move.direction ?? 'down'}`
}

function nestedChanges(changes: JsonChange[]): string[] {
  const shown = changes.slice(0, MAX_LINES_PER_LIST).map((change) => `  - ${describeJsonChange(change)}`)
  const hidden = changes.length - shown.length
  return hidden > 0 ? [...shown, `  - …and ${hidden} more`] : shown
}

function partnersSection(diff: SiteDiff): string {
  const { added, removed, enabled, disabled, changed } = diff.partners
  const lines: string[] = []
  const list = (label: string, partners: PartnerEntry[], showState = false) => {
    if (partners.length)
      lines.push(`- **${label}:** ${partners.map((partner) => partnerEntryLabel(partner, showState)).join(', ')}`)
  }
  // A partner added switched off has no pages yet; saying so spares reviewers a search for them.
  list('Added', added, true)
  for (const partner of added) {
    const d = partner.details
    lines.push(
      `  - ${code(partner.id)}: slug ${code(d.slug)} · lead source ${code(d.leadSource)}${d.routeName ? ` · shop route name ${code(d.routeName)}` : ''} · phone ${d.phone} · catalogue ${code(d.catalogId)} · affiliate id ${d.affiliateId ? code(d.affiliateId) : 'none'}`,
      `  - pages: ${d.pages.length ? d.pages.map(code).join(', ') : 'none'}`,
    )
    if (d.schedule) lines.push(`  - pages live ${windowWords(d.schedule)}`)
  }
  list('Removed', removed)
  list('Enabled', enabled)
  list('Disabled', disabled)
  for (const partner of changed) {
    lines.push(`- **Changed:** ${partnerEntryLabel(partner)}`)
    if (partner.schedule) lines.push(`  - pages ${describeScheduleChange(partner.schedule, 'live')}`)
    lines.push(...nestedChanges(partner.changes))
  }
  return lines.length ? ['### Partners', '', ...lines].join('\n') : ''
}

function siteWideSection(diff: SiteDiff): string {
  if (!diff.siteWide.length) return ''
  const lines = diff.siteWide.flatMap(({ file, changes }) => [`- ${code(file)}`, ...nestedChanges(changes)])
  return ['### Site-wide settings', '', ...lines].join('\n')
}

function partnerLabel(partner: PartnerRef | null): string {
  return partner ? `${partner.name} (${code(partner.id)})` : 'none'
}

function partnerEntryLabel(partner: PartnerEntry, showState = false): string {
  const state = showState && !partner.enabled ? ', disabled' : ''
  return `${partner.name} (${code(partner.id)}, ${partner.kind}${state})`
}
