import { describe, expect, it } from 'vitest'
import { pageWithBlocks, renderPageHtml } from '../../../tests/support/renderPage.tsx'
import { routeBlock } from '../../../tests/support/routeBlock.ts'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'
import { loadSite } from '../../../runtime/config/loadSite.server.ts'

describe('AssessmentContact block', () => {
  it('renders its form from site-config/forms.json with labelled contact fields and the consent text', async () => {
    const site = loadSite(repoRoot)
    const html = await renderPageHtml(pageWithBlocks([routeBlock('assessment-contact-us', 'AssessmentContact')]), site)
    const form = site.config.forms.forms['assessment-contact-form']!
    expect(html).toContain(`>${form.heading}</h2>`)
    expect(html).toContain(`>${form.button}</button>`)
    for (const [id, label] of [
      ['firstName', 'First Name'],
      ['lastName', 'Last Name'],
      ['email', 'Email'],
      ['phone', 'Phone'],
      ['zip', 'ZIP Code'],
    ]) {
      expect(html).toContain(`<label for="assessment-contact-${id}"`)
      expect(html).toContain(`>${label}</label>`)
    }
    expect(html).toContain('Consent is not required to purchase.')
  })
})
