import { describe, expect, it } from 'vitest'
import { renderPageHtml } from '../../../tests/support/renderPage.tsx'
import { realSite } from '../../../tests/support/realSite.ts'

const footer = async (url: string) => {
  const html = (await renderPageHtml(realSite().resolve(url), realSite())).replace(/<!-- -->/g, '')
  // Found by its own marker: a block on the page may render a <footer> of its own (a quote's, an article's).
  const start = html.search(/<footer[^>]*\sdata-site-footer=/)
  if (start === -1) throw new Error(`no site footer on ${url}`)
  return html.slice(start, html.indexOf('</footer>', start))
}
const COMMITMENT = '*Requires 36-month monitoring commitment. Additional terms &amp; conditions apply.'
const PARTNER_OFFER = 'Limited time offer. Only available to active Harbor Home Security customers.'

describe('SiteFooter (spec 2.9)', () => {
  it('has the quick links, the five columns and the contact block', async () => {
    const html = await footer('/')
    for (const text of [
      'Quick Links',
      'Help Center',
      'FAQs',
      'Support',
      'Moving?',
      'Shop Online',
      'Products / Services',
      'Company',
      'Resources',
      'Follow Us',
      'Contact Us',
      'Chat: Click Here',
      '24/7 Availability',
      'Activate Ally Toolbar',
    ]) {
      expect(html, text).toContain(text)
    }
    expect(html).toContain('href="/api/auth/login"')
    expect(html).toMatch(/href="https:\/\/careers\.harborhomesecurity\.com" target="_blank"/)
    expect(html).toContain('data-app-hidden=""')
    expect(html).toContain('data-reviews-widget="pending"')
  })

  it.each([
    ['/', false, false],
    ['/monitoring', false, false],
    ['/cameras', true, false],
    ['/indoor-cameras', true, false],
    ['/smart-locks', true, false],
    ['/faqs', false, false],
    ['/shieldline-family', false, true],
    ['/shieldline-security', false, true],
    ['/keystoneoffer', false, false],
  ])('%s: 36-month text %s, partner-offer text %s', async (url, commitment, partnerOffer) => {
    const html = await footer(url)
    expect(html.includes(COMMITMENT)).toBe(commitment)
    expect(html.includes(PARTNER_OFFER)).toBe(partnerOffer)
    expect(html).toContain('data-disclaimer="financing"')
    expect(html).toContain('data-disclaimer="servicePlan"')
  })
})
