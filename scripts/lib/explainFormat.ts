import type { ExplainedPage } from '../../runtime/explain/explainPage.ts'
import type { ExplainedValue, LayerName, Origin } from '../../runtime/explain/Provenance.ts'

/** Turns a file and JSON path into a line and column (JsonSource.locate of that file). */
export type Locator = (file: string, at: ReadonlyArray<string | number>) => { line: number; column: number } | null

export interface LocatedOrigin {
  layer: LayerName
  file: string
  line: number | null
  column: number | null
  path: string
  note?: string
}

/** The explained page for tools: every origin with its file:line:column resolved. */
export function explainedPageJson(page: ExplainedPage, locate: Locator): unknown {
  const where = (origin: Origin): LocatedOrigin => {
    const position = origin.file ? locate(origin.file, origin.at) : null
    const located: LocatedOrigin = {
      layer: origin.layer,
      file: origin.file,
      line: position?.line ?? null,
      column: position?.column ?? null,
      path: pathText(origin.at),
    }
    if (origin.note) located.note = origin.note
    return located
  }
  const values = (list: ExplainedValue[]) =>
    list.map((item) => ({ name: item.name, value: item.value, origin: where(item.origin) }))
  return {
    url: page.url,
    status: page.status,
    render: page.render,
    route: { ...page.route, origin: where(page.route.origin) },
    partner: page.partner && { ...page.partner, origin: where(page.partner.origin) },
    variant: page.variant && { ...page.variant, origin: where(page.variant.origin) },
    query: page.query,
    layout: { value: page.layout.value, origin: where(page.layout.origin) },
    context: values(page.context),
    meta: values(page.meta),
    chrome: page.chrome.map((block) => ({ ...block, origin: where(block.origin) })),
    blocks: page.blocks.map((block) => ({
      id: block.id,
      type: block.type,
      origin: where(block.origin),
      ...(block.movedBy && { movedBy: where(block.movedBy) }),
      ...(block.schedule && { schedule: { ...block.schedule, origin: where(block.schedule.origin) } }),
      props: values(block.props),
    })),
    hiddenByPartner: page.hiddenByPartner.map((block) => ({ ...block, origin: where(block.origin) })),
  }
}

export interface TextOptions {
  colour: boolean
  /** Terminal width; values are cut to fit. */
  width: number
}

const LAYER_COLOUR: Record<LayerName, string> = {
  'site default': '2',
  layout: '34',
  'shared section': '32',
  'shared item': '32',
  route: '36',
  partner: '35',
  'query variant': '33',
  computed: '90',
}

/** The explained page as a terminal reads it: aligned columns value · layer · file:line, long values folded. */
export function explainedPageText(page: ExplainedPage, locate: Locator, options: TextOptions): string {
  const paint = (code: string, text: string) => (options.colour ? `\u001b[${code}m${text}\u001b[0m` : text)
  const bold = (text: string) => paint('1', text)
  const dim = (text: string) => paint('2', text)
  const where = (origin: Origin) => {
    if (!origin.file) return ''
    const position = locate(origin.file, origin.at)
    return position ? `${origin.file}:${position.line}:${position.column}` : origin.file
  }
  const layerCell = (origin: Origin) => paint(LAYER_COLOUR[origin.layer], origin.layer.padEnd(14))
  const valueWidth = Math.max(24, Math.min(60, options.width - 70))
  const lines: string[] = []

  const table = (items: ExplainedValue[], indent: string) => {
    const nameWidth = Math.min(30, Math.max(...items.map((item) => item.name.length), 4))
    for (const item of items) {
      const name = item.name.length > nameWidth ? `${item.name.slice(0, nameWidth - 1)}…` : item.name.padEnd(nameWidth)
      const folded = foldValue(item.value, valueWidth)
      const note = item.origin.note ? dim(` (${item.origin.note})`) : ''
      lines.push(
        `${indent}${name}  ${folded.head.padEnd(valueWidth)}  ${layerCell(item.origin)} ${dim(where(item.origin))}${note}`,
      )
      for (const more of folded.rest) lines.push(`${indent}${' '.repeat(nameWidth)}    ${dim(more)}`)
    }
  }

  lines.push(bold(page.url))
  const header: Array<[string, string, Origin | null]> = [
    [
      'route',
      `${page.route.name}${page.route.key !== page.route.name ? ` (${page.route.key})` : ''}`,
      page.route.origin,
    ],
    ['partner', page.partner ? `${page.partner.name} (${page.partner.id})` : 'none', page.partner?.origin ?? null],
    [
      'variant',
      page.variant
        ? Object.entries(page.variant.when)
            .map(([k, v]) => `${k}=${v}`)
            .join('&')
        : 'none',
      page.variant?.origin ?? null,
    ],
    [
      'query',
      Object.entries(page.query.applied)
        .map(([k, v]) => `${k}=${v}`)
        .join('&') || 'none',
      null,
    ],
    [
      'render',
      `${page.render === 'static' ? 'prerendered at build' : 'rendered per request'} · status ${page.status}`,
      null,
    ],
  ]
  for (const [label, value, origin] of header)
    lines.push(`  ${label.padEnd(8)} ${value.padEnd(valueWidth)}  ${origin ? dim(where(origin)) : ''}`)
  if (page.query.notRead.length)
    lines.push(`  ${dim(`ignored: this page does not read ${page.query.notRead.join(', ')}`)}`)
  for (const { name, value } of page.query.rejected)
    lines.push(
      `  ${dim(`ignored: ${name}=${value} is not a value this page accepts (see its "query" in routes.json)`)}`,
    )

  lines.push('', bold('Layout'))
  table([page.layout], '  ')
  for (const block of page.chrome)
    lines.push(`    ${dim(`${block.id} · ${block.type}`.padEnd(valueWidth + 20))} ${dim(where(block.origin))}`)

  lines.push('', bold('Context'))
  table(page.context, '  ')
  lines.push('', bold('Meta'))
  table(page.meta, '  ')

  lines.push('', bold(`Blocks (${page.blocks.length}, in order)`))
  page.blocks.forEach((block, i) => {
    lines.push(`  ${bold(`${String(i + 1).padStart(2)}. ${block.id}`)} · ${block.type}  ${dim(where(block.origin))}`)
    if (block.movedBy)
      lines.push(`      ${paint('35', "moved here on this partner's page")}  ${dim(where(block.movedBy))}`)
    if (block.schedule) {
      const { startsAt, endsAt, promotion } = block.schedule
      const from = startsAt ? `from ${startsAt.replace('T', ' ')}` : ''
      const until = !endsAt ? '' : endsAt.includes('T') ? `until ${endsAt.replace('T', ' ')}` : `through ${endsAt}`
      lines.push(
        `      ${paint('33', `shows ${[from, until].filter(Boolean).join(' ')} (America/Chicago)${promotion ? `: ${promotion.when} the promotion "${promotion.promotion}"` : ''}`)}  ${dim(where(block.schedule.origin))}`,
      )
    }
    if (block.props.length) table(block.props, '      ')
    else lines.push(`      ${dim('(no props)')}`)
  })
  if (page.hiddenByPartner.length) {
    lines.push('', bold(`Hidden on this partner's page (${page.hiddenByPartner.length})`))
    for (const block of page.hiddenByPartner) lines.push(`  ${block.id} · ${block.type}  ${dim(where(block.origin))}`)
  }
  lines.push(
    '',
    dim(
      `Layers, lowest first: site default (block schema defaults, site-config) → shared section → route → partner → query variant.`,
    ),
  )
  return lines.join('\n')
}

const ITEMS_SHOWN = 3

/** One line for a value, and for a long array a few folded lines after it. */
export function foldValue(value: unknown, width: number): { head: string; rest: string[] } {
  if (!Array.isArray(value)) return { head: cut(JSON.stringify(value) ?? String(value), width), rest: [] }
  const inline = JSON.stringify(value)
  if (inline.length <= width) return { head: inline, rest: [] }
  const rest = value.slice(0, ITEMS_SHOWN).map((item, i) => `[${i}] ${cut(summarize(item), width + 12)}`)
  if (value.length > ITEMS_SHOWN) rest.push(`… ${value.length - ITEMS_SHOWN} more`)
  return { head: `[${value.length} item${value.length === 1 ? '' : 's'}]`, rest }
}

/** An array item in one line: an object shows its values, so a review reads as its name and text. */
function summarize(item: unknown): string {
  if (item && typeof item === 'object' && !Array.isArray(item)) {
    return Object.entries(item)
      .map(([key, value]) => `${key}: ${typeof value === 'object' && value !== null ? '…' : JSON.stringify(value)}`)
      .join(', ')
  }
  return JSON.stringify(item) ?? String(item)
}

function cut(text: string, width: number): string {
  return text.length > width ? `${text.slice(0, width - 1)}…` : text
}

function pathText(at: ReadonlyArray<string | number>): string {
  return at.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`)).join('')
}
