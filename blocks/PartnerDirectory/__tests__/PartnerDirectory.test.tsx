import { describe, expect, it } from 'vitest'
import { load } from '../loader.server.ts'
import { minimalSite } from '../../../tests/support/fixtureSite.ts'
import { pageWithBlocks, renderPageHtml } from '../../../tests/support/renderPage.tsx'
import { servicesFor } from '../../../tests/support/siteServices.ts'

describe('PartnerDirectory block', () => {
  it('loads enabled partners with a landing page, by name', async () => {
    const runtime = minimalSite()
    const data = await load({
      props: { heading: 'Partners', emptyText: 'No partners yet.' },
      context: runtime.resolve('/').context,
      services: servicesFor(runtime),
    })
    expect(data.partners).toEqual([
      { id: 'homeowners-guild', name: 'Homeowners Guild', href: '/guild' },
      { id: 'keystone-realty', name: 'Keystone Realty', href: '/keystoneoffer' },
    ])
  })

  it('renders the loaded partners as links', async () => {
    const html = await renderPageHtml(
      pageWithBlocks([{ id: 'directory', type: 'PartnerDirectory', props: { heading: 'Our partners' } }]),
    )
    expect(html).toContain('Our partners')
    expect(html).toContain('<a href="/keystoneoffer">Keystone Realty</a>')
    expect(html).not.toContain('Retired Realty')
  })
})
