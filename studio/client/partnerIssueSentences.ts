import type { ConfigIssue } from '../../runtime/config/ConfigIssue.ts'
import type { ReusedPartnerValue } from '../../runtime/config/checkPartnerReferences.ts'
import { PARTNER_FIELD_LABELS, type PartnerFieldName } from '../fields/partnerPageWords.ts'
import { labelOf, sentenceFor } from './issueSentences.ts'

/** What the forms know to name things in words: a page by its title, a kind by its description. */
export interface PartnerWords {
  pageTitle: (routeName: string) => string | undefined
  kindName: (kind: string) => string | undefined
}

export const NO_WORDS: PartnerWords = { pageTitle: () => undefined, kindName: () => undefined }

const REUSED_SENTENCES: Record<ReusedPartnerValue['field'], (reused: ReusedPartnerValue) => string> = {
  slug: ({ value, owner }) =>
    `The page address ${value} is already used by ${owner.name}${owner.enabled ? '' : ' (switched off, but its pages would come back if it were switched on)'}. Choose another.`,
  affiliateId: ({ value, owner }) =>
    `The affiliate id ${value} is already used by ${owner.name}: its leads would be credited to them. Choose another.`,
  id: ({ value, owner }) => `The id ${value} is already used by ${owner.name}. Choose another.`,
}

const PARTNER_RULES: Array<[RegExp, (m: RegExpExecArray, words: PartnerWords) => string]> = [
  [/^unknown catalogue/, () => 'That catalogue does not exist any more; pick one from the list.'],
  // runtime/routing/expandRoutes.ts: a page made for one kind of partner, ticked for another.
  [
    /^route "([^"]+)" is for partners of kind "([^"]+)", but this partner is "([^"]+)"/,
    (m, words) =>
      `The page ${words.pageTitle(m[1]!) ?? m[1]} is only for partners of the kind “${words.kindName(m[2]!) ?? m[2]}”; this partner's kind is “${words.kindName(m[3]!) ?? m[3]}”. Untick it.`,
  ],
  [/^unknown route; expected the name of a template route/, () => 'That page is no longer offered; untick it.'],
]

/**
 * A problem of a partner form as a marketer reads it, at `field` (or, for the rest of the site, its own key);
 * `words` names pages and kinds as the form shows them. A value another partner already has is worded from the
 * data the partner checks give with it (runtime/config/checkPartnerReferences.ts: the field, the value and the
 * partner that has it); the page checks' messages by their own words; every other message (the schema's, whose
 * errorMessage texts are written for people) through the studio's one mapping, `sentenceFor`, under the
 * field's label.
 */
export function partnerIssueSentence(
  issue: ConfigIssue & { reused?: ReusedPartnerValue },
  field: PartnerFieldName | undefined,
  words: PartnerWords = NO_WORDS,
): string {
  if (issue.reused) return REUSED_SENTENCES[issue.reused.field](issue.reused)
  for (const [pattern, sentence] of PARTNER_RULES) {
    const m = pattern.exec(issue.message)
    if (m) return sentence(m, words)
  }
  const key = field ? PARTNER_FIELD_LABELS[field] : labelOf(lastKeyOf(issue.path))
  return sentenceFor(key, issue.message)
}

/** `routes[3].blocks[0].props.heading` → `heading`; a problem about a whole file → "This file". */
function lastKeyOf(path: string): string {
  return /([A-Za-z]+)(?:\[\d+\])*$/.exec(path)?.[1] ?? 'This file'
}
