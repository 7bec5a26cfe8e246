import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import Ajv2020 from 'ajv/dist/2020.js'
import express from 'express'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'
import {
  buildPackages,
  cartSystemFromPackage,
  hasPartnerShop,
  protectionPlanOf,
  type Catalogue,
} from '../../../services/catalogue/index.ts'
import { catalogueApiRouter } from '../../embedded/catalogue/catalogueApiRouter.server.ts'
import { HttpCatalogueClient } from '../httpCatalogue.server.ts'
import { LocalCatalogueClient } from '../localCatalogue.server.ts'
import { loadShopSettings } from '../shopSettings.server.ts'
import type { ServerContext } from '../../ServerContext.server.ts'

const catalogDir = join(repoRoot, 'site-config/catalog/catalogs')
const files = readdirSync(catalogDir).filter((f) => f.endsWith('.json'))
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'))
const ajv = new Ajv2020({ allErrors: true })
const validateCatalogue = ajv.compile(read(join(repoRoot, 'schemas/catalog/catalog.schema.json')))
const validateShop = ajv.compile(read(join(repoRoot, 'schemas/catalog/shop.schema.json')))

describe('the embedded catalogue files', () => {
  it.each(files)('%s matches the catalogue schema, its id and builds', (file) => {
    const catalogue = read(join(catalogDir, file)) as Catalogue
    expect(validateCatalogue(catalogue) ? [] : validateCatalogue.errors).toEqual([])
    expect(`${catalogue.catalogId}.json`).toBe(file)
    const built = buildPackages(catalogue.packages)
    expect(built.packages.length).toBeGreaterThan(0)
    for (const record of catalogue.packages) expect(() => cartSystemFromPackage(record, catalogue)).not.toThrow()
    expect(protectionPlanOf(catalogue)?.catalogueItemsDetail.itemBillCode).toBe('BHPNEW')
    for (const item of catalogue.addOnItems)
      for (const { url } of item.catalogueItemImages.records)
        expect(readFileSync(join(repoRoot, 'public', url)).length).toBeGreaterThan(0)
  })

  it('shop.json matches its schema and names an existing catalogue and the 8 category slugs', () => {
    const shop = read(join(repoRoot, 'site-config/catalog/shop.json'))
    expect(validateShop(shop) ? [] : validateShop.errors).toEqual([])
    expect(files).toContain(`${shop.defaultCatalogId}.json`)
    expect(Object.keys(loadShopSettings(repoRoot).categories)).toHaveLength(8)
  })

  it('every partner with a partner shop has a catalogue and a lead source other than "ecommerce"', () => {
    const { partners } = read(join(repoRoot, 'partners.json')) as {
      partners: Array<{ id: string; leadSource: string; catalogId: string; routes: string[] }>
    }
    for (const partner of partners.filter((p) => p.routes.includes('partner-shop'))) {
      expect(hasPartnerShop(partner), partner.id).toBe(true)
      expect(files, partner.id).toContain(`${partner.catalogId}.json`)
    }
  })
})

describe('catalogue clients', () => {
  it('the HTTP adapter against the embedded catalogue API answers what the local files hold', async () => {
    const app = express().use(catalogueApiRouter({ root: repoRoot } as ServerContext))
    const server = createServer(app)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const http = new HttpCatalogueClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, 'key')
      const local = new LocalCatalogueClient(repoRoot)
      expect(await http.catalogue('ecat-solar')).toEqual(await local.catalogue('ecat-solar'))
      expect(await http.catalogue('no-such-catalogue')).toBeNull()
    } finally {
      server.close()
    }
  })

  it('the local client refuses ids that are not plain names', async () => {
    expect(await new LocalCatalogueClient(repoRoot).catalogue('../shop')).toBeNull()
  })
})
