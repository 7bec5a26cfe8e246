import { describe, expect, it } from 'vitest'
import { renderBlock } from '../../../tests/support/renderBlock.ts'

const items = [
  { icon: 'headset', title: 'Two UL-listed monitoring centers', text: 'Every alarm is answered.' },
  { icon: 'wrench', title: 'Limited Warranty', text: 'Equipment is covered.', href: '/warranty' },
]

describe('TrustBadges block', () => {
  it('leads with the site-wide rating and its review count, then the configured claims', async () => {
    const html = await renderBlock('TrustBadges', { ariaLabel: 'Why customers trust us', items })
    const rating = html.indexOf('data-trust="rating"')
    expect(rating).toBeGreaterThan(-1)
    // The figure comes from navigation.json footer.reviews of the site the block renders in, formatted with separators.
    const text = html.replace(/<[^>]+>/g, '')
    expect(text).toMatch(/\d\.\d out of 5/)
    expect(text).toMatch(/\d{1,3}(,\d{3})* [^<]*reviews/)
    expect(html.indexOf('Two UL-listed monitoring centers')).toBeGreaterThan(rating)
    expect(html).toContain('<a href="/warranty">Limited Warranty</a>')
    expect(html).toMatch(/<ul aria-label="Why customers trust us"[^>]*data-trust-badges/)
  })

  it('leaves the rating out when showRating is false and labels the section by its heading', async () => {
    const html = await renderBlock('TrustBadges', { heading: 'Why Harbor', showRating: false, items })
    expect(html).not.toContain('data-trust="rating"')
    expect(html).toMatch(/<h2 id="[^"]+-heading"[^>]*>Why Harbor<\/h2>/)
    const list = html.match(/<ul[^>]*data-trust-badges[^>]*>/)?.[0]
    expect(list).toBeDefined()
    expect(list).not.toContain('aria-label=')
  })
})
