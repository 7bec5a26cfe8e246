import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkSite } from '../../runtime/config/loadSite.server.ts'
import { repoRoot } from '../support/fixtureSite.ts'

const MESSAGE = 'must be a 10-digit US number written like (555) 123-4567'

/** The repository's config with some files replaced by the given values. */
function checkWith(changed: Record<string, unknown>) {
  return checkSite(repoRoot, {
    readConfigFile: (file) =>
      file in changed ? JSON.stringify(changed[file], null, 2) : readFileSync(join(repoRoot, file), 'utf8'),
  })
}
const read = (file: string) => JSON.parse(readFileSync(join(repoRoot, file), 'utf8')) as Record<string, unknown>

// One rule for every number the config holds (shared.schema.json $defs/phone), in phones.json, partners.json
// and a route's phone overrides: a number written another way fails at its place with the same words.
describe('the phone number rule is one shared definition (issue 25 walkthrough item 6)', () => {
  it('refuses a badly written number in each of phones.json, partners.json and a route override', () => {
    const phones = read('site-config/phones.json')
    const badPhones = Object.fromEntries(
      Object.entries(phones).map(([key, value]) => [key, key === '$schema' ? value : '855-555-0100']),
    )
    const partners = read('partners.json') as { partners: Array<Record<string, unknown>> }
    partners.partners[0] = { ...partners.partners[0], phone: '8555550150', textPhone: '(155) 555-0151' }
    const routes = read('routes.json') as { routes: Array<Record<string, unknown>> }
    routes.routes[0] = { ...routes.routes[0], overrides: { phones: { sales: '(855) 555-010' } } }

    const { issues } = checkWith({
      'site-config/phones.json': badPhones,
      'partners.json': partners,
      'routes.json': routes,
    })
    const phoneIssues = issues
      .filter((issue) => issue.message === MESSAGE)
      .map((issue) => `${issue.file} ${issue.path}`)
    expect(phoneIssues.sort()).toEqual(
      [
        ...['sales', 'support', 'supportText', 'salesText', 'popup', 'localSupport'].map(
          (key) => `site-config/phones.json ${key}`,
        ),
        'partners.json partners[0].phone',
        'partners.json partners[0].textPhone',
        'routes.json routes[0].overrides.phones.sales',
      ].sort(),
    )
  })

  it('is written once: no schema but shared.schema.json spells the pattern', () => {
    const pattern = '"pattern": "^\\\\([2-9]'
    const files = ['schemas/shared.schema.json', 'schemas/partners.schema.json', 'schemas/routes.schema.json']
    files.push(...readdirSync(join(repoRoot, 'schemas/site-config')).map((file) => `schemas/site-config/${file}`))
    const spelling = files.filter((file) => readFileSync(join(repoRoot, file), 'utf8').includes(pattern))
    expect(spelling).toEqual(['schemas/shared.schema.json'])
  })

  it('accepts the numbers as the site writes them', () => {
    expect(checkWith({}).issues.filter((issue) => issue.message === MESSAGE)).toEqual([])
  })
})
