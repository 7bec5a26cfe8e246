/**
 * The review as a small document — headings, paragraphs, nested lists of inline parts, screenshot pairs —
 * written once (reviewDocument.ts) and serialised to Markdown for the pull request and to HTML to attach,
 * so both say exactly the same.
 */
import type { Box } from './changedAreas.ts'

export type InlinePart = string | { code: string } | { quote: string } | { strong: string }
export type Inline = InlinePart[]

export interface ListItem {
  parts: Inline
  children?: ListItem[]
}

export interface ScreenshotPair {
  width: number
  /** Paths relative to the report's folder. */
  before: string
  after: string
  /** "1 changed area boxed in red on the after image", or why nothing is boxed. */
  note: string
  /** The boxes drawn, in image pixels: `after` on the after image, `before` (content that went) on the before one. */
  areas?: { before: Box[]; after: Box[] }
}

export interface Section {
  level: 2 | 3 | 4
  heading: Inline
  paragraphs?: Inline[]
  items?: ListItem[]
  /** Long detail (a new page's every text) folded under a summary line. */
  folded?: { summary: string; items: ListItem[] }
  screenshots?: ScreenshotPair[]
}

export function markdownOf(sections: Section[]): string {
  const out: string[] = []
  for (const section of sections) {
    out.push(`${'#'.repeat(section.level)} ${inlineMarkdown(section.heading)}`)
    for (const paragraph of section.paragraphs ?? []) out.push('', inlineMarkdown(paragraph))
    if (section.items?.length) out.push('', ...listMarkdown(section.items, 0))
    if (section.folded) {
      out.push('', '<details>', `<summary>${escapeHtml(section.folded.summary)}</summary>`, '')
      out.push(...listMarkdown(section.folded.items, 0), '', '</details>')
    }
    if (section.screenshots?.length) {
      out.push('', '| width | before | after |', '| --- | --- | --- |')
      for (const shot of section.screenshots)
        out.push(
          `| ${shot.width} px | ![before, ${shot.width} px](${shot.before}) | ![after, ${shot.width} px](${shot.after}) |`,
        )
      out.push('', ...section.screenshots.map((shot) => `- ${shot.width} px: ${escapeMarkdown(shot.note)}`))
    }
    out.push('')
  }
  return out.join('\n').trimEnd() + '\n'
}

function listMarkdown(items: ListItem[], depth: number): string[] {
  return items.flatMap((item) => [
    `${'  '.repeat(depth)}- ${inlineMarkdown(item.parts)}`,
    ...listMarkdown(item.children ?? [], depth + 1),
  ])
}

function inlineMarkdown(parts: Inline): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return escapeMarkdown(part)
      if ('code' in part) return codeSpan(part.code)
      if ('strong' in part) return `**${escapeMarkdown(part.strong)}**`
      return `“${escapeMarkdown(part.quote)}”`
    })
    .join('')
}

/** Inline code that survives backticks in the text. */
function codeSpan(text: string): string {
  const flat = text.replace(/\r?\n/g, ' ')
  return flat.includes('`') ? `\`\` ${flat} \`\`` : `\`${flat}\``
}

/** A text shown as written: Markdown's own characters escaped, line breaks kept as breaks. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>|#~]/g, (char) => `\\${char}`).replace(/\r?\n/g, '<br>')
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

function inlineHtml(parts: Inline): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return escapeHtml(part)
      if ('code' in part) return `<code>${escapeHtml(part.code)}</code>`
      if ('strong' in part) return `<strong>${escapeHtml(part.strong)}</strong>`
      return `<q>${escapeHtml(part.quote).replace(/\r?\n/g, '<br>')}</q>`
    })
    .join('')
}

function listHtml(items: ListItem[]): string {
  if (!items.length) return ''
  const rows = items.map((item) => `<li>${inlineHtml(item.parts)}${listHtml(item.children ?? [])}</li>`)
  return `<ul>${rows.join('')}</ul>`
}

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; max-width: 1400px; margin: 2rem auto; padding: 0 1rem; }
h2, h3, h4 { line-height: 1.25; } h4 { margin-top: 2rem; border-top: 1px solid #ccc; padding-top: 1rem; }
code { background: #f0f0f0; padding: 0 .2em; border-radius: 3px; }
q { quotes: "“" "”"; background: #fff8d6; }
figure { margin: 0; } figcaption { font-size: .875rem; color: #444; }
.shots { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; align-items: start; margin: 1rem 0; }
.shots img { width: 100%; border: 1px solid #999; }
.shots.narrow { grid-template-columns: repeat(2, minmax(0, 375px)); }
`

export function htmlOf(sections: Section[], title: string): string {
  const body = sections.map((section) => {
    const tag = `h${section.level}`
    const parts = [`<${tag}>${inlineHtml(section.heading)}</${tag}>`]
    for (const paragraph of section.paragraphs ?? []) parts.push(`<p>${inlineHtml(paragraph)}</p>`)
    if (section.items?.length) parts.push(listHtml(section.items))
    if (section.folded)
      parts.push(
        `<details><summary>${escapeHtml(section.folded.summary)}</summary>${listHtml(section.folded.items)}</details>`,
      )
    for (const shot of section.screenshots ?? [])
      parts.push(
        `<div class="shots${shot.width < 768 ? ' narrow' : ''}">` +
          `<figure><img src="${escapeHtml(shot.before)}" alt="Before, ${shot.width} px wide"><figcaption>Before, ${shot.width} px</figcaption></figure>` +
          `<figure><img src="${escapeHtml(shot.after)}" alt="After, ${shot.width} px wide"><figcaption>After, ${shot.width} px: ${escapeHtml(shot.note)}</figcaption></figure>` +
          `</div>`,
      )
    return parts.join('\n')
  })
  return `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${escapeHtml(title)}</title>\n<style>${STYLE}</style>\n</head>\n<body>\n<main>\n${body.join('\n')}\n</main>\n</body>\n</html>\n`
}
