import type { ClaimRule } from '../../schemas/generated/claims.ts'
import type { PageFacts } from './pageFacts.ts'

/** One offer claim a page makes: which rule, the words that make it, and where on the page. */
export interface PageClaim {
  rule: string
  text: string
  /** `title`, `description` or the id of the block holding it. */
  where: string
}

export type ClaimFinder = (page: PageFacts) => PageClaim[]

/** Finds the claims of the given rules (the first rule with an id wins) in a page's title, description and block props. */
export function claimFinder(rules: readonly ClaimRule[]): ClaimFinder {
  const seen = new Set<string>()
  const compiled = rules.flatMap((rule) => {
    if (seen.has(rule.id)) return []
    seen.add(rule.id)
    return [{ id: rule.id, pattern: new RegExp(rule.claimPattern, 'gi') }]
  })
  return (page) => {
    const found = new Map<string, PageClaim>()
    const scan = (value: unknown, where: string) => {
      if (typeof value === 'string') {
        for (const { id, pattern } of compiled) {
          for (const match of value.matchAll(pattern))
            found.set(`${id}|${match[0]}|${where}`, { rule: id, text: match[0], where })
        }
      } else if (Array.isArray(value)) value.forEach((item) => scan(item, where))
      else if (value && typeof value === 'object') Object.values(value).forEach((item) => scan(item, where))
    }
    scan(page.title, 'title')
    scan(page.description, 'description')
    for (const block of page.blocks) scan(block.props, block.id)
    scan(page.settings.variants, 'query variants')
    return [...found.values()]
  }
}

export function diffClaims(
  before: readonly PageClaim[],
  after: readonly PageClaim[],
): { added: PageClaim[]; removed: PageClaim[] } {
  const key = (claim: PageClaim) => `${claim.rule}|${claim.text}|${claim.where}`
  const beforeKeys = new Set(before.map(key))
  const afterKeys = new Set(after.map(key))
  return {
    added: after.filter((claim) => !beforeKeys.has(key(claim))),
    removed: before.filter((claim) => !afterKeys.has(key(claim))),
  }
}
