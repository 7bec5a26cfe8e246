import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { JsonSource } from '../../runtime/config/JsonSource.ts'
import type { ConfigIssue } from '../../runtime/config/ConfigIssue.ts'
import { missingNeedProducts } from '../../services/assessment/index.ts'
import type { Catalogue } from '../../services/catalogue/index.ts'
import { CATALOG_DIR } from './localCatalogue.server.ts'

export const ASSESSMENT_CATALOGUE_FILE = 'site-config/assessment/catalogue.json'

/**
 * `config:check`: every product the assessment recommends (site-config/assessment/catalogue.json) is an
 * add-on of the shop's default catalogue, so renaming or removing a product fails the check instead of
 * sending visitors to the shop with a device it silently ignores.
 */
export function checkAssessmentCatalogue(root: string): ConfigIssue[] {
  const source = new JsonSource(ASSESSMENT_CATALOGUE_FILE, readFileSync(join(root, ASSESSMENT_CATALOGUE_FILE), 'utf8'))
  if (source.syntaxIssues.length) return [] // reported by the schema check
  const shop = JSON.parse(readFileSync(join(root, CATALOG_DIR, 'shop.json'), 'utf8')) as { defaultCatalogId: string }
  const catalogFile = join(CATALOG_DIR, 'catalogs', `${shop.defaultCatalogId}.json`)
  if (!existsSync(join(root, catalogFile))) {
    return [
      {
        file: `${CATALOG_DIR}/shop.json`,
        line: 1,
        column: 1,
        path: 'defaultCatalogId',
        message: `no catalogue file ${catalogFile}`,
      },
    ]
  }
  const catalogue = JSON.parse(readFileSync(join(root, catalogFile), 'utf8')) as Catalogue
  const needProducts = (source.value as { needProducts?: Record<string, string> }).needProducts ?? {}
  const known = catalogue.addOnItems
    .map((item) => item.slug)
    .sort()
    .join(', ')
  return missingNeedProducts(catalogue, needProducts).map(({ need, slug }) =>
    source.issue(['needProducts', need], `no add-on with this slug in ${catalogFile}; known slugs: ${known}`, slug),
  )
}
