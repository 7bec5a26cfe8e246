import { readdirSync, existsSync } from 'node:fs'
import { join } from 'node:path'

/** A config file, the schema it is validated against, and the name of its generated type. */
export interface ConfigFileSpec {
  key:
    | 'routes'
    | 'partners'
    | 'brand'
    | 'phones'
    | 'hours'
    | 'layouts'
    | 'navigation'
    | 'forms'
    | 'constants'
    | 'assessmentQuestions'
    | 'assessmentCatalogue'
    | 'offers'
    | 'sections'
    | 'requiredBlocks'
    | 'claims'
    | 'pricePromotions'
  file: string
  schema: string
  /**
   * For files added after the first release: the value used when a revision has neither the file nor
   * its schema, so config:diff can still compile an older commit.
   */
  whenAbsent?: unknown
}

export const CONFIG_FILES: readonly ConfigFileSpec[] = [
  { key: 'routes', file: 'routes.json', schema: 'schemas/routes.schema.json' },
  { key: 'partners', file: 'partners.json', schema: 'schemas/partners.schema.json' },
  { key: 'brand', file: 'site-config/brand.json', schema: 'schemas/site-config/brand.schema.json' },
  { key: 'phones', file: 'site-config/phones.json', schema: 'schemas/site-config/phones.schema.json' },
  { key: 'hours', file: 'site-config/hours.json', schema: 'schemas/site-config/hours.schema.json' },
  { key: 'layouts', file: 'site-config/layouts.json', schema: 'schemas/site-config/layouts.schema.json' },
  { key: 'navigation', file: 'site-config/navigation.json', schema: 'schemas/site-config/navigation.schema.json' },
  { key: 'forms', file: 'site-config/forms.json', schema: 'schemas/site-config/forms.schema.json' },
  { key: 'constants', file: 'site-config/constants.json', schema: 'schemas/site-config/constants.schema.json' },
  {
    key: 'assessmentQuestions',
    file: 'site-config/assessment/questions.json',
    schema: 'schemas/site-config/assessment-questions.schema.json',
  },
  {
    key: 'assessmentCatalogue',
    file: 'site-config/assessment/catalogue.json',
    schema: 'schemas/site-config/assessment-catalogue.schema.json',
  },
  { key: 'offers', file: 'site-config/offers.json', schema: 'schemas/site-config/offers.schema.json' },
  {
    key: 'sections',
    file: 'site-config/sections.json',
    schema: 'schemas/site-config/sections.schema.json',
    whenAbsent: { sections: {} },
  },
  {
    key: 'requiredBlocks',
    file: 'site-config/required-blocks.json',
    schema: 'schemas/site-config/required-blocks.schema.json',
    whenAbsent: { pageTypes: [] },
  },
  {
    key: 'claims',
    file: 'site-config/claims.json',
    schema: 'schemas/site-config/claims.schema.json',
    whenAbsent: { rules: [] },
  },
  {
    key: 'pricePromotions',
    file: 'site-config/price-promotions.json',
    schema: 'schemas/site-config/price-promotions.schema.json',
    whenAbsent: { promotions: [] },
  },
]

/** Every block folder that holds a props schema, by block type (the folder's name). */
export function blockSchemaFiles(rootDir: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const entry of readdirSync(join(rootDir, 'blocks'), { withFileTypes: true })) {
    const schema = join('blocks', entry.name, 'schema.json')
    if (entry.isDirectory() && existsSync(join(rootDir, schema))) found.set(entry.name, schema)
  }
  return found
}
