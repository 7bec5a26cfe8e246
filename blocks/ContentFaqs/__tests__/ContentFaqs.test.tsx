import { describe, expect, it } from 'vitest'
import { PageNotFound } from '../../../runtime/render/BlockLoader.ts'
import { jsonLd, renderUrl } from '../../../tests/support/renderUrl.tsx'

describe('company and support pages from the CMS', () => {
  it('/faqs shows every question as a disclosure, with FAQPage data', async () => {
    const { html } = await renderUrl('/faqs')
    expect(html).toContain('<summary')
    const faq = jsonLd(html).find((d) => d['@type'] === 'FAQPage') as { mainEntity: Array<{ name: string }> }
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(10)
    expect(faq.mainEntity.map((q) => q.name)).toContain('Is installation really free?')
  })

  it('legal and company documents render from the CMS, external links marked', async () => {
    expect((await renderUrl('/privacy-policy')).html).toContain('We do not sell your personal information.')
    expect((await renderUrl('/accessibility')).html).toMatch(
      /href="https:\/\/www\.w3\.org\/TR\/WCAG22\/" target="_blank" rel="noopener noreferrer"/,
    )
    const expected: Record<string, string> = {
      '/return-policy': 'within <strong>30 days of delivery</strong>',
      '/warranty': '<h2 id="what-is-covered">What is covered</h2>',
      '/about-us': 'One company, start to finish',
      '/about-us/licensing': 'Private Security Bureau, License B18842',
      '/sustainability': 'opens in a new tab',
    }
    for (const [url, text] of Object.entries(expected)) expect((await renderUrl(url)).html, url).toContain(text)
  })

  it('the management team lists members, shows one by id, and answers 404 for an unknown id', async () => {
    expect((await renderUrl('/management-team')).html).toContain('href="/management-team/eleanor-hayes"')
    const member = await renderUrl('/management-team/eleanor-hayes')
    expect(member.html).toContain('Eleanor has led Harbor since 2019.')
    expect(member.model.meta.title).toContain('Eleanor Hayes, Chief Executive Officer')
    await expect(renderUrl('/management-team/nobody')).rejects.toBeInstanceOf(PageNotFound)
  })

  it('/moves links the move request to the auth endpoint', async () => {
    expect((await renderUrl('/moves')).html).toMatch(/<a href="\/api\/auth\/move-request"[^>]*>Move request<\/a>/)
  })
})
