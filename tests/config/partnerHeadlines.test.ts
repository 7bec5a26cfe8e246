import { describe, expect, it } from 'vitest'
import type { PageModel } from '../../runtime/PageModel.ts'
import { pageText } from '../cms/support/pageText.ts'
import { renderUrl } from '../support/renderUrl.tsx'

const text = (html: string) => pageText(html).text

/** A block's text: from its section to the next block's, whichever blocks the page has after it. */
function blockText({ html, model }: { html: string; model: PageModel }, id: string): string {
  const start = html.indexOf(`id="${id}"`)
  expect(start, `block ${id}`).toBeGreaterThan(-1)
  const ids = model.blocks.map((block) => block.id)
  const next = ids
    .slice(ids.indexOf(id) + 1)
    .map((other) => html.indexOf(`id="${other}"`, start))
    .find((at) => at > start)
  return text(html.slice(start, next))
}

/** Seventh walkthrough E4 and E15: what /dallas and the low-cost ad page headline is what the catalogue backs. */
describe('headlines the catalogue backs', () => {
  it("/dallas quotes the Starter's installation beside its price, and free installation only where it is free", async () => {
    const hero = blockText(await renderUrl('/dallas'), 'hero')
    expect(hero).toContain('Packages from $332.49 + $99 for installation (save $17.50)')
    expect(hero).toContain('Free installation from the Smart Home Package up*')
    expect(hero).not.toMatch(/Free professional installation\*/)
  })

  it('/dallas shows its two local reviews without the national rating and count', async () => {
    const { html, model } = await renderUrl('/dallas')
    const reviews = model.blocks.find((block) => block.id === 'reviews')!
    expect(reviews.props).not.toHaveProperty('reviewCount')
    expect(reviews.props).not.toHaveProperty('rating')
    expect(text(html)).toContain('Trusted by Families Across Dallas–Fort Worth')
    expect(text(html)).not.toMatch(/out of 5 from/)
  })

  it("the low-cost ad's eyebrow does not call everyday prices a new-customer offer", async () => {
    const hero = blockText(await renderUrl('/secure?utm_ads=lowcost-envir'), 'hero')
    expect(hero).toContain('Everyday low prices')
    expect(hero).toContain('our everyday prices')
    expect(hero).not.toMatch(/new-customer offer/i)
    // The other ads keep theirs.
    expect(text((await renderUrl('/secure')).html)).toMatch(/New-customer offer/)
  })
})
