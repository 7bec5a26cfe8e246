import { describe, expect, it } from 'vitest'
import { loadSite } from '../../../runtime/config/loadSite.server.ts'
import { renderPageHtml } from '../../../tests/support/renderPage.tsx'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'

const site = loadSite(repoRoot)
const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')

describe('OfferClaimForm on the offer pages', () => {
  it.each([
    ['/shieldline-family', 'shieldline-family-claim-form', 'Claim ShieldLine Cyber Security Family Protection'],
    ['/shieldline-security', 'shieldline-security-claim-form', 'Claim ShieldLine Cyber Security Digital Security'],
  ])(
    '%s renders the claim form at #claim with labelled fields, the hint and the consent',
    async (path, formId, heading) => {
      const html = decode(await renderPageHtml(site.resolve(path), site))
      expect(html).toMatch(new RegExp(`<section id="claim" aria-labelledby="${formId}-heading"`))
      expect(html).toContain(`<form id="${formId}" data-form-id="${formId}"`)
      expect(html).toContain(`>${heading}</h2>`)
      for (const field of ['customerNumber', 'firstName', 'lastName', 'email', 'phone'])
        expect(html).toContain(`<input id="${formId}-${field}"`)
      expect(html).not.toContain(`${formId}-zip`)
      expect(html).toContain(`<label for="${formId}-customerNumber">Customer Number</label>`)
      expect(html).toContain(`id="${formId}-customerNumber-hint"`)
      expect(html).toContain('aria-describedby="' + formId + '-customerNumber-hint"')
      expect(html).toContain('>Claim My Offer</button>')
      expect(html).toContain(site.config.forms.consent)
      // The page's legal text, completed with the brand.
      expect(html).toContain('Limited time offer. Only available to active Harbor Home Security customers.')
    },
  )
})
