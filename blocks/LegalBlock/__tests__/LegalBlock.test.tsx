import { describe, expect, it } from 'vitest'
import { legalBlockVisible } from '../../../services/pageLegal/index.ts'
import { mainOf, renderBlock } from '../../../tests/support/renderBlock.ts'

const props = {
  items: [{ marker: '*', text: 'Requires 36-month monitoring commitment. Additional terms & conditions apply.' }],
  links: [{ label: 'Terms', href: '/terms' }],
}

describe('legal block rule (spec §2.10)', () => {
  it.each([
    ['/', {}, false],
    ['/secure', {}, false],
    ['/secure', { utm_ads: 'lowcost-envir' }, true],
    ['/cameras', {}, true],
    ['/secure/home-security-systems', {}, true],
    ['/monitoring', {}, true],
  ] as const)('%s with %o -> %s', (canonicalPath, query, shown) => {
    expect(legalBlockVisible({ canonicalPath, query })).toBe(shown)
  })
})

describe('LegalBlock block', () => {
  it('renders the small print with its marker and links on a product page', async () => {
    const html = await renderBlock('LegalBlock', props, '/indoor-cameras')
    expect(html).toMatch(/<h2 id="block-heading"[^>]*>Important offer details<\/h2>/)
    expect(html).toContain(
      '<span aria-hidden="true">*</span>Requires 36-month monitoring commitment. Additional terms &amp; conditions apply.',
    )
    expect(html).toMatch(/<a href="\/terms">Terms<\/a>/)
  })

  it('renders nothing on the home page or on /secure without utm_ads, and shows with it', async () => {
    expect(mainOf(await renderBlock('LegalBlock', props, '/'))).not.toContain('data-legal-block')
    expect(mainOf(await renderBlock('LegalBlock', props, '/secure'))).not.toContain('data-legal-block')
    expect(mainOf(await renderBlock('LegalBlock', props, '/secure?utm_ads=lowcost-envir'))).toContain(
      'data-legal-block',
    )
  })
})
