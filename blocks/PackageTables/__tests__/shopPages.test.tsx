import { describe, expect, it } from 'vitest'
import { loadSite } from '../../../runtime/config/loadSite.server.ts'
import { PageNotFound } from '../../../runtime/render/BlockLoader.ts'
import { runBlockLoaders } from '../../../runtime/render/runBlockLoaders.server.ts'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'
import { renderPageHtml } from '../../../tests/support/renderPage.tsx'
import { servicesFor } from '../../../tests/support/siteServices.ts'
import { blockLoaders } from '../../loaders.server.ts'
import { loadShopPackages } from '../../shared/shop/loadShopCatalogue.server.ts'

const site = loadSite(repoRoot)
const render = (url: string) => renderPageHtml(site.resolve(url), site)
const partners = site.config.partners.partners
const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/<!-- -->/g, '')

describe('shop pages rendered on the server (before any script)', () => {
  it('/shop opens with the ZIP hero and the package tables of the default catalogue, sorted by price', async () => {
    const html = decode(await render('/shop'))
    expect(html).toContain('id="zip-hero-zip-input"')
    expect(html).toContain('Explore Packages Fit for Your Needs')
    // The spec's subheading, its last words ("Compare them") a link down to the comparison table.
    expect(html).toContain(
      'From standard home security to advanced smart home capabilities, select a package for your home. <a href="#package-tables-compare">Compare them</a>',
    )
    expect(html).toContain('Compare Packages')
    expect(html).toContain(
      'Not sure which home security package is the right fit? Explore your options below—you can also add devices later.',
    )
    const order = ['Starter Package', 'Smart Home Package', 'Video Package', 'Complete Package'].map((t) =>
      html.indexOf(`>${t}</h3>`),
    )
    expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]!))).toBe(true)
    expect(html).toContain('$349.99')
    // Financing shows from the terms' $599 minimum, with what the figure is computed from (issue 25).
    expect(html).not.toContain('$7.29/mo.')
    // The figure is the price the cart charges ÷ 48 ($749.99 / 48) over the 48 payments, then the spec's terms text
    // unchanged, set apart and linked to the footer's disclaimer (seventh walkthrough E14).
    expect(html).toContain(
      'Or <strong>$15.62/mo.</strong> over 48 payments. <a href="#disclaimer-financing">Financing terms: at 0% APR for 9 months.</a>',
    )
    expect(html).toContain('$749.99 in 48 payments, for qualified buyers.')
    // Every card states monitoring per month and installation.
    for (const monitoring of ['$39.99/mo.', '$44.99/mo.', '$49.99/mo.', '$54.99/mo.'])
      expect(html).toContain(monitoring)
    expect(html).toContain('$99 one-time')
    // Package chosen, customise and cart views need browser state: hidden in the server HTML.
    expect(html).toMatch(/<div id="product-section" hidden=""><\/div>/)
    expect(html).toMatch(/<div id="customize-package" hidden=""><\/div>/)
  })

  it("the financing terms after each card's figure are constants.json's text, not a copy in code", async () => {
    const services = servicesFor(site)
    const { site: siteData } = services.settings
    const financing = { ...siteData.constants.financing, aprText: 'at 0% APR for 12 months.' }
    const changed = {
      ...services,
      settings: { ...services.settings, site: { ...siteData, constants: { ...siteData.constants, financing } } },
    }
    const { packages } = await loadShopPackages(site.resolve('/shop').context, changed)
    expect(packages.map((pkg) => pkg.financingTerms)).toEqual(packages.map(() => financing.aprText))
  })

  it('the aliases serve the shop', () => {
    for (const alias of ['/shop-home-alarm-systems', '/shop-home-security-systems'])
      expect(site.resolve(alias).context.routeName).toBe('shop')
  })

  it.each(partners.filter((p) => p.enabled && p.routes.includes('partner-shop')))(
    'the partner shop of $name shows its headings, phone and catalogue',
    async (partner) => {
      const page = site.resolve(`/shop/${partner.routeName ?? partner.leadSource}`)
      expect(page.status).toBe(200)
      expect(page.context.leadSource).toBe(partner.leadSource)
      const html = decode(await renderPageHtml(page, site))
      const override = (partner.blockProps?.['package-tables'] ?? {}) as { heading?: string; subheading?: string }
      expect(html).toContain(override.heading ?? 'Choose a Package to Fit Your Needs')
      // The words read as written; "Compare them" (the spec's ending) is a link to the comparison.
      expect(html.replace(/<a href="#package-tables-compare">([^<]*)<\/a>/, '$1')).toContain(
        override.subheading ??
          'From standard home security to advanced smart home capabilities, select a package for your home. Compare them',
      )
      expect(html).toContain(`href="tel:+1${partner.phone.replace(/\D/g, '')}"`)
      const withData = await runBlockLoaders(page, servicesFor(site), blockLoaders)
      expect(withData.blocks.find((b) => b.id === 'package-tables')!.data).toMatchObject({
        catalogId: partner.catalogId,
        leadSource: partner.leadSource,
      })
    },
  )

  it('the partner overrides of spec §2.3 are in partners.json', () => {
    const subheading = (id: string) =>
      (partners.find((p) => p.id === id)!.blockProps?.['package-tables'] as { subheading: string }).subheading
    expect(subheading('keystone-realty')).toBe(
      'Select your perfect security setup with our expert-designed packages. Compare your options',
    )
    expect(subheading('bluebonnet-realty')).toBe(
      'Select your perfect security setup with our expert-designed packages. Compare your options',
    )
    expect(subheading('cfb-isd')).toBe(
      'Select your perfect security setup with our expert-designed packages. Professional installation is included.',
    )
    expect(subheading('meridian-relocation')).toBe(
      'Select your perfect security setup with our expert-designed packages. Professional installation is included.',
    )
  })

  it("the solar partner's Starter Package carries its $400 gift card", async () => {
    const html = decode(await render('/shop/brightpath-solar'))
    expect(html).toContain('$400 Gift Card')
    const standard = decode(await render('/shop'))
    expect(standard).not.toContain('$400 Gift Card')
  })

  it('lists products, filters a category, shows a product, and answers 404 for an unknown product or category', async () => {
    const all = decode(await render('/shop/products'))
    expect(all).toContain('Smart Deadbolt Lock')
    expect(all).toContain('Outdoor Camera')
    const cameras = decode(await render('/shop/product-categories/security-cameras'))
    expect(cameras).toContain('>Security Cameras</h2>')
    expect(cameras).toContain('Outdoor Camera')
    expect(cameras).not.toContain('Smart Deadbolt Lock')
    expect(decode(await render('/shop/product-categories/harbor-home-touch'))).toContain('Harbor Home Touch Panel')
    expect(decode(await render('/shop/products/smart-lock'))).toContain('Auto-lock')
    await expect(
      runBlockLoaders(site.resolve('/shop/products/no-such-thing'), servicesFor(site), blockLoaders),
    ).rejects.toBeInstanceOf(PageNotFound)
    expect(site.resolve('/shop/product-categories/unknown').status).toBe(404)
  })

  it('has no partner shop for a disabled partner', () => {
    expect(site.resolve('/shop/pinecrest-property').status).toBe(404)
  })
})
