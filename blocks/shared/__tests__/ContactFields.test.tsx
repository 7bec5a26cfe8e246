import { describe, expect, it } from 'vitest'
import type { PageModel } from '../../../runtime/PageModel.ts'
import { loadSite } from '../../../runtime/config/loadSite.server.ts'
import { runBlockLoaders } from '../../../runtime/render/runBlockLoaders.server.ts'
import { renderLoadedPageHtml } from '../../../tests/support/renderPage.tsx'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'
import { routeBlock } from '../../../tests/support/routeBlock.ts'
import { blockInstance } from '../../../tests/support/blockInstance.ts'
import { servicesFor } from '../../../tests/support/siteServices.ts'
import { blockLoaders } from '../../loaders.server.ts'

const site = loadSite(repoRoot)

/** Labels no component could have typed: if one shows, it came from the config. */
const RELABELLED = {
  firstName: 'Given name (config)',
  lastName: 'Family name (config)',
  email: 'E-mail address (config)',
  phone: 'Best phone (config)',
  zip: 'Postcode (config)',
  referralCode: 'Referral (config)',
}

async function renderWithLabels(model: PageModel): Promise<string> {
  const loaded = await runBlockLoaders(model, servicesFor(site), blockLoaders)
  const forms = { ...loaded.site.forms, fieldLabels: RELABELLED }
  return renderLoadedPageHtml({ ...loaded, site: { ...loaded.site, forms } })
}

/** Issue 29 item 3: every form that asks for contact details renders the one set of fields, labelled by config. */
describe('ContactFields: one set of contact inputs, labelled from site-config/forms.json', () => {
  it.each([
    [
      'LeadForm (consultation)',
      '/',
      blockInstance({ id: 'lead', type: 'LeadForm', props: { formId: 'consultation-form' } }),
      'consultation-form',
    ],
    ['AssessmentContact', '/', routeBlock('assessment-contact-us', 'AssessmentContact'), 'assessment-contact'],
  ])('%s', async (_name, path, block, idBase) => {
    const html = await renderWithLabels({ ...site.resolve(path), blocks: [block] })
    for (const field of ['firstName', 'lastName', 'email', 'phone', 'zip'] as const) {
      expect(html).toContain(`<label for="${idBase}-${field}">${RELABELLED[field]}</label>`)
      expect(html).toContain(`<input id="${idBase}-${field}"`)
    }
    expect(html).not.toContain('>First Name<')
  })

  it('the offer claim shows the four contact inputs it needs, no ZIP, labelled by config', async () => {
    const model = site.resolve('/shieldline-family')
    const html = await renderWithLabels(model)
    for (const field of ['firstName', 'lastName', 'email', 'phone'] as const)
      expect(html).toContain(`<label for="shieldline-family-claim-form-${field}">${RELABELLED[field]}</label>`)
    expect(html).not.toContain('shieldline-family-claim-form-zip')
  })

  it('masks phone and ZIP and ties autocomplete to each input', async () => {
    const html = await renderWithLabels({
      ...site.resolve('/'),
      blocks: [routeBlock('assessment-contact-us', 'AssessmentContact')],
    })
    expect(html).toMatch(
      /<input id="assessment-contact-phone"[^>]*type="tel"[^>]*autoComplete="tel-national"|<input id="assessment-contact-phone"[^>]*autocomplete="tel-national"/i,
    )
    expect(html).toMatch(/<input id="assessment-contact-zip"[^>]*maxLength="5"/i)
    expect(html).toMatch(/<input id="assessment-contact-email"[^>]*type="email"/)
  })
})
