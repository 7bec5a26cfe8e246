import { describe, expect, it } from 'vitest'
import { renderUrl } from '../../../tests/support/renderUrl.tsx'

describe('TermsSections', () => {
  it('renders every section with its anchor and marks the one termsSection selects', async () => {
    const { html } = await renderUrl('/terms?termsSection=_FreeProfessionalInstallationPromotion')
    expect(html).toMatch(
      /<section id="_FreeProfessionalInstallationPromotion" tabindex="-1" aria-labelledby="[^"]+" data-selected="true"/,
    )
    expect(html).toContain('id="_BaylineDisclaimer"')
    expect(html).toContain('Free professional installation requires a 36-month monitoring commitment.')
    expect((html.match(/data-selected="true"/g) ?? []).length).toBe(1)
  })

  it('shows the whole terms without a selection for an unknown or missing section', async () => {
    for (const url of ['/terms', '/terms?termsSection=_NoSuchSection']) {
      expect((await renderUrl(url)).html, url).not.toContain('data-selected')
    }
  })
})
