import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'jsonc-parser'
import { formatIssue } from '../../runtime/config/ConfigIssue.ts'
import { repoRoot } from '../../tests/support/fixtureSite.ts'
import { type NewPartnerOptions, addPartner, mostCommonCatalogId } from '../lib/addPartner.ts'
import { checkSiteWithPartners, pagesOfPartner } from '../lib/checkPartnerAddition.ts'
import { minimalSiteFile } from './support/editedMinimalSite.ts'

const fixtureText = minimalSiteFile('partners.json')
const acme: NewPartnerOptions = {
  id: 'acme',
  name: 'Acme Realty',
  kind: 'affiliate',
  slug: 'acme',
  leadSource: 'acme',
  phone: '(855) 555-0150',
  routes: ['partner-offer'],
}

function added(text: string, options: NewPartnerOptions): string {
  const result = addPartner(text, options)
  if (!result.ok) throw new Error(result.error)
  return result.text
}

/** The text `after` has that `before` lacks, when `after` is `before` with one piece inserted; else null. */
function soleInsertion(before: string, after: string): string | null {
  let start = 0
  while (start < before.length && before[start] === after[start]) start++
  let end = 0
  while (end < before.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++
  return start + end === before.length ? after.slice(start, after.length - end) : null
}

describe('addPartner', () => {
  it.each([
    ['the minimal fixture', fixtureText],
    ["the repository's partners.json", readFileSync(join(repoRoot, 'partners.json'), 'utf8')],
  ])('appends the partner to %s and leaves every other byte as it was', (_name, text) => {
    const result = added(text, acme)
    const insertion = soleInsertion(text, result)
    expect(insertion).not.toBeNull()
    expect(insertion).toContain('"id": "acme"')
    const partners = (parse(result) as { partners: Array<Record<string, unknown>> }).partners
    expect(partners.slice(0, -1)).toEqual((parse(text) as { partners: unknown[] }).partners)
    expect(partners.at(-1)).toEqual({ ...acme, catalogId: mostCommonCatalogId(partners.slice(0, -1)), enabled: true })
  })

  it('formats the new entry with two-space indents, in the key order of its neighbours', () => {
    const result = added(fixtureText, { ...acme, referralCode: true, enabled: false, catalogId: 'ecat-acme' })
    expect(
      result.endsWith(`    },
    {
      "id": "acme",
      "name": "Acme Realty",
      "kind": "affiliate",
      "slug": "acme",
      "leadSource": "acme",
      "catalogId": "ecat-acme",
      "enabled": false,
      "phone": "(855) 555-0150",
      "referralCode": true,
      "routes": [
        "partner-offer"
      ]
    }
  ]
}
`),
    ).toBe(true)
  })

  it('defaults to no routes and to the catalogue most partners use', () => {
    const text = JSON.stringify(
      {
        partners: [
          { id: 'a', catalogId: 'x' },
          { id: 'b', catalogId: 'y' },
          { id: 'c', catalogId: 'y' },
        ],
      },
      null,
      2,
    )
    const result = addPartner(text, { ...acme, routes: undefined })
    expect(result.ok && result.partner).toMatchObject({ catalogId: 'y', routes: [] })
    expect(mostCommonCatalogId([{ catalogId: 'x' }, { catalogId: 'y' }])).toBe('x')
  })

  it('refuses an id that is already taken', () => {
    expect(addPartner(fixtureText, { ...acme, id: 'homeowners-guild' })).toEqual({
      ok: false,
      error: 'a partner with id "homeowners-guild" already exists (partners[1]); choose another id',
    })
  })

  it('refuses a partners.json that is not valid JSON', () => {
    expect(addPartner('{ "partners": [ ', acme)).toMatchObject({
      ok: false,
      error: expect.stringContaining('not valid JSON'),
    })
  })
})

describe('checking the site with the new partner', () => {
  it('accepts a valid partner and lists the pages it gets', () => {
    const { issues, runtime } = checkSiteWithPartners(repoRoot, added(fixtureText, acme), minimalSiteFile)
    expect(issues).toEqual([])
    expect(pagesOfPartner(runtime!, 'acme')).toEqual([
      { path: '/acmeoffer', aliases: [], routeName: 'partner-offer/acme' },
    ])
  })

  it('rejects an invalid phone with a message located at the new entry', () => {
    const text = added(fixtureText, { ...acme, phone: '555-0150' })
    const lines = text.split('\n')
    const line = lines.findIndex((candidate) => candidate.includes('"phone": "555-0150"')) + 1
    const column = lines[line - 1]!.indexOf('"phone"') + 1
    const { issues, runtime } = checkSiteWithPartners(repoRoot, text, minimalSiteFile)
    expect(runtime).toBeNull()
    expect(issues.map(formatIssue)).toEqual([
      `partners.json:${line}:${column} partners[3].phone: must be a 10-digit US number written like (555) 123-4567 (found "555-0150")`,
    ])
  })

  it('rejects a route template that does not fit the partner', () => {
    const { issues } = checkSiteWithPartners(
      repoRoot,
      added(fixtureText, { ...acme, routes: ['association'] }),
      minimalSiteFile,
    )
    expect(issues.map((issue) => `${issue.path}: ${issue.message}`)).toEqual([
      'partners[3].routes[0]: route "association" is for partners of kind "association-partner", but this partner is "affiliate"',
    ])
  })
})
