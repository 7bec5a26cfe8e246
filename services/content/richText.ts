import type { InlineNode, ListNode, RichText, RichTextNode } from './types.ts'

function inlineText(nodes: readonly InlineNode[]): string {
  return nodes.map((node) => (node.type === 'text' ? node.text : inlineText(node.children))).join('')
}

function listText(list: ListNode): string[] {
  return list.children.flatMap((item) => (item.type === 'list' ? listText(item) : [inlineText(item.children)]))
}

/** The text of one block, list items one per line; images contribute their alternative text. */
export function blockText(node: RichTextNode): string {
  switch (node.type) {
    case 'list':
      return listText(node).join('\n')
    case 'image':
      return node.image.alternativeText ?? ''
    default:
      return inlineText(node.children)
  }
}

/** All the words of a rich text, for search indexes, excerpts and structured data. */
export function plainText(content: RichText): string {
  return content.map(blockText).filter(Boolean).join('\n')
}

/** A passage: a stretch of text under one heading, what the assistant retrieves and quotes. */
export interface Passage {
  heading: string | null
  anchor: string | null
  text: string
}

/**
 * Splits rich text into passages: each paragraph or list becomes one, labelled with the heading it sits
 * under, so an answer can quote the step that matters and link to its heading.
 */
export function passages(content: RichText): Passage[] {
  const anchors = headingAnchors(content)
  const result: Passage[] = []
  let heading: string | null = null
  let anchor: string | null = null
  let headingIndex = 0
  for (const node of content) {
    if (node.type === 'heading') {
      heading = blockText(node)
      anchor = anchors[headingIndex++] ?? null
      continue
    }
    if (node.type === 'image' || node.type === 'code') continue
    const text = blockText(node).trim()
    if (text) result.push({ heading, anchor, text })
  }
  return result
}

/** A URL fragment for a heading's text: lower case words joined by hyphens. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug || 'section'
}

/** The anchor of every heading in order; repeated headings get -2, -3 so every id is unique. */
export function headingAnchors(content: RichText, prefix = ''): string[] {
  const seen = new Map<string, number>()
  return content
    .filter((node) => node.type === 'heading')
    .map((node) => {
      const base = prefix + slugify(blockText(node))
      const count = (seen.get(base) ?? 0) + 1
      seen.set(base, count)
      return count === 1 ? base : `${base}-${count}`
    })
}

/** The first `max` characters of a text, cut at a word boundary. */
export function excerpt(text: string, max = 180): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6))}…`
}
