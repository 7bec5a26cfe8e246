import { describe, expect, it } from 'vitest'
import type { PageModel } from '../../runtime/PageModel.ts'
import { realSite } from '../support/realSite.ts'
import { sitePages, stringsIn as strings } from '../support/sitePages.ts'

/**
 * An offer is urgent or exclusive only when it is (rater report 3, item 7: /secure said "Limited time", "Exclusive
 * online offer" and "we'll hold these prices for 30 days" over everyone's regular prices and installation terms).
 * - "Limited time" and its kind sit only on a page that shows a dated offer (a block with a schedule, such as the
 *   declared holiday price's ribbon), or in the partner-offer legal text of spec 2.9's footer disclaimers, word for
 *   word (spec 6 says only that the security-partner page tells who may have the offer).
 * - An "exclusive offer" or "exclusive pricing" is a partner's: its page has a partner (and the partner's catalogue).
 *   Spec 2.10's secure offer form heading is the one exception, and the buttons that lead to that form repeat it.
 */
const URGENCY = /limited[- ]time|hold (these|your) prices|today only|ends soon/i
const SPEC_PARTNER_OFFER_LEGAL = /^Limited time offer\. Only available to active /
const EXCLUSIVE = /\bexclusive (online |home security |security )?(offer|pricing)\b/i
const SPEC_SECURE_FORM_HEADING = 'Claim My Exclusive Offer'

const texts = (page: PageModel) =>
  strings([page.meta.title, page.meta.description, page.blocks.map((block) => block.props)])

describe('offers are called limited or exclusive only when they are', () => {
  const runtime = realSite()
  const pages = sitePages(runtime)

  it('"limited time" only beside a dated offer or in the spec\'s partner-offer legal text', () => {
    const found = pages.flatMap(({ url, page }) =>
      page.blocks.some((block) => block.schedule)
        ? []
        : texts(page)
            .filter((text) => URGENCY.test(text) && !SPEC_PARTNER_OFFER_LEGAL.test(text))
            .map((text) => `${url}: ${text}`),
    )
    expect(found).toEqual([])
  })

  it('"exclusive offer" only on a partner\'s page', () => {
    const found = pages.flatMap(({ url, page }) =>
      page.context.partner
        ? []
        : texts(page)
            .filter((text) => EXCLUSIVE.test(text) && text !== SPEC_SECURE_FORM_HEADING)
            .map((text) => `${url}: ${text}`),
    )
    expect(found).toEqual([])
  })
})
