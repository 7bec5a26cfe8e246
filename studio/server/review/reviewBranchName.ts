/** Review branches are `site/<what changed>`: the studio lists and reopens exactly these. */
export const REVIEW_BRANCH_PREFIX = 'site/'

/** Long enough to say what changed, short enough for a branch list and a URL. */
const MAX_SLUG_LENGTH = 48

/**
 * A branch-name slug from a review title: lower case ASCII words joined by "-" ("Shop: new “Holiday” heading"
 * → "shop-new-holiday-heading"), cut at a word boundary; "change" when nothing is left.
 */
export function reviewSlug(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  let slug = ''
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word
    if (next.length > MAX_SLUG_LENGTH) break
    slug = next
  }
  return slug || (words[0]?.slice(0, MAX_SLUG_LENGTH) ?? '') || 'change'
}

/** `site/<slug>`, or `site/<slug>-2`, `-3`… when a branch of that name exists already. */
export function uniqueReviewBranch(title: string, existing: ReadonlySet<string>): string {
  const base = `${REVIEW_BRANCH_PREFIX}${reviewSlug(title)}`
  if (!existing.has(base)) return base
  for (let n = 2; ; n++) if (!existing.has(`${base}-${n}`)) return `${base}-${n}`
}

/**
 * The title a review gets when the editor writes none, from the config:diff summary (scripts/lib/siteDiffMarkdown.ts):
 * the first changed page and the first thing that changed on it ("/shop: Block hero (Hero)"), or the first
 * change listed ("Changed: Lakeshore Moving & Storage (lakeshore)"), without Markdown.
 */
export function reviewTitleFromSummary(summaryMarkdown: string): string {
  const plain = (text: string) => text.replace(/[`*]/g, '').trim()
  const lines = summaryMarkdown.split('\n')
  const page = lines.find((line) => line.startsWith('#### '))
  const path = page ? /`([^`]+)`/.exec(page)?.[1] : undefined
  const change = lines.map((line) => /^- \*\*(.+?):\*\*\s*(.*)$/.exec(line)).find(Boolean)
  const title = change
    ? path
      ? `${path}: ${plain(change[1]!)}`
      : `${plain(change[1]!)}: ${plain(change[2]!)}`
    : plain(lines.find((line) => line.trim() && !line.startsWith('#')) ?? '')
  if (!title) return 'Site change from the studio'
  return title.length > 72 ? `${title.slice(0, 71).replace(/\s+\S*$/, '')}…` : title
}

/** A branch name git accepts and the studio made: `site/` then slug words. */
export function isReviewBranch(name: string): boolean {
  return /^site\/[a-z0-9]+(-[a-z0-9]+)*$/.test(name)
}
