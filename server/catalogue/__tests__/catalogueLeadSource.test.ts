import { describe, expect, it } from 'vitest'
import { loadSite } from '../../../runtime/config/loadSite.server.ts'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'
import type { Catalogue } from '../../../services/catalogue/index.ts'
import { type RenderedPhones, pageFactsOf } from '../../leads/pageFacts.server.ts'
import { catalogueLeadSource } from '../catalogueLeadSource.server.ts'
import type { CatalogueClient } from '../../../runtime/render/BlockServices.ts'
import { LocalCatalogueClient } from '../localCatalogue.server.ts'

const site = loadSite(repoRoot)
const local = new LocalCatalogueClient(repoRoot)
const url = (path: string) => `https://www.harborhomesecurity.com${path}`
/** A catalogue API whose default catalogue carries another lead source, to show where the value comes from. */
const renamed: CatalogueClient = {
  catalogue: async (id) => ({ ...((await local.catalogue(id)) as Catalogue), leadSource: 'eComm Web' }),
}
const factsWith = (client: CatalogueClient) => (s: typeof site, context: Parameters<typeof catalogueLeadSource>[1]) =>
  catalogueLeadSource(s, context, client, 'ecat-standard')

/** The route's numbers: these pages' loaders declare none. */
const routePhones: RenderedPhones = async (_site, model) => model.context.phones

describe('the lead source of /shop comes from the catalogue (spec 9.3)', () => {
  it.each([
    '/shop',
    '/shop-home-alarm-systems',
    '/shop/products',
    '/shop/products/smart-lock',
    '/shop/product-categories/security-cameras',
  ])("%s: the default catalogue's lead source", async (path) => {
    expect((await pageFactsOf(site, { pageUrl: url(path) }, factsWith(local), routePhones)).pageLeadSource).toBe(
      'ecommerce',
    )
    expect((await pageFactsOf(site, { pageUrl: url(path) }, factsWith(renamed), routePhones)).pageLeadSource).toBe(
      'eComm Web',
    )
  })

  it("a partner shop keeps the partner's lead source, and other pages their own", async () => {
    expect(
      await pageFactsOf(site, { pageUrl: url('/shop/keystone-realty') }, factsWith(renamed), routePhones),
    ).toMatchObject({
      onPartnerRoute: true,
      pageLeadSource: 'keystone-realty',
    })
    expect((await pageFactsOf(site, { pageUrl: url('/') }, factsWith(renamed), routePhones)).pageLeadSource).toBe(
      'DTC Outbound',
    )
    expect(
      (await pageFactsOf(site, { pageUrl: url('/no-such-page') }, factsWith(renamed), routePhones)).pageLeadSource,
    ).toBe('DTC Outbound')
  })

  it("falls back to the page's lead source when the catalogue cannot be read, so the lead is still taken", async () => {
    const down: CatalogueClient = { catalogue: () => Promise.reject(new Error('catalogue API down')) }
    expect((await pageFactsOf(site, { pageUrl: url('/shop') }, factsWith(down), routePhones)).pageLeadSource).toBe(
      'DTC Outbound',
    )
    const missing: CatalogueClient = { catalogue: async () => null }
    expect(await catalogueLeadSource(site, { routeName: 'shop', partner: null }, missing, 'ecat-standard')).toBeNull()
  })
})
