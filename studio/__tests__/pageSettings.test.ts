import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type ConfigTexts, EDITABLE_FILES, PARTNERS_FILE, ROUTES_FILE } from '../server/pageFiles.server.ts'
import { applySettings, pageSettings, settingsFieldOf } from '../server/pageSettings.server.ts'
import { partnerFieldOfIssue, partnerFields, withEditedPartner } from '../server/partnerEditing.server.ts'
import { SiteFiles } from '../server/siteFiles.server.ts'

const root = join(import.meta.dirname, '../..')
const texts = Object.fromEntries(
  EDITABLE_FILES.map((file) => [file, readFileSync(join(root, file), 'utf8')]),
) as unknown as ConfigTexts

function changedLines(a: string, b: string): string[] {
  const before = a.split('\n')
  return b.split('\n').filter((line, i) => line !== before[i])
}

describe('page settings', () => {
  it("reads the route's meta and layout, and on a partner page the partner's phone and lead source", () => {
    const settings = pageSettings(texts, 'partner-offer-page', 'lakeshore-moving', 'default')
    expect(settings.partnerPhone).toBe('(855) 555-0112')
    expect(settings.partnerLeadSource).toBe('lakeshore-moving')
    expect(settings.robots).toMatch(/index/)
  })

  it('writes a changed title as one line of the route, and the phone into the partner only', () => {
    const was = pageSettings(texts, 'partner-offer-page', 'lakeshore-moving', 'default')
    const after = applySettings(
      texts,
      'partner-offer-page',
      'lakeshore-moving',
      { ...was, title: 'A new title', partnerPhone: '(855) 555-0199' },
      'default',
    )
    expect(changedLines(texts[ROUTES_FILE], after[ROUTES_FILE])).toEqual([
      expect.stringMatching(/^ +"title": "A new title",?$/),
    ])
    expect(changedLines(texts[PARTNERS_FILE], after[PARTNERS_FILE])).toEqual(['      "phone": "(855) 555-0199",'])
  })

  it('changes nothing when nothing changed', () => {
    const was = pageSettings(texts, 'shop', null, 'default')
    expect(applySettings(texts, 'shop', null, was, 'default')).toEqual(texts)
  })

  it('a new canonical path becomes the route path, the old one kept as an alias; a taken path is placed at the field', () => {
    const was = pageSettings(texts, 'shop', null, 'default')
    const after = applySettings(texts, 'shop', null, { ...was, path: '/store' }, 'default')
    const route = (
      JSON.parse(after[ROUTES_FILE]) as { routes: Array<{ name: string; path: string; aliases?: string[] }> }
    ).routes.find((candidate) => candidate.name === 'shop')!
    expect(route.path).toBe('/store')
    expect(route.aliases).toContain('/shop')
    expect(pageSettings(after, 'shop', null, 'default').path).toBe('/store')
    // Back again: /shop leaves the aliases, /store joins them.
    const back = applySettings(after, 'shop', null, { ...was, path: '/shop' }, 'default')
    expect(pageSettings(back, 'shop', null, 'default').path).toBe('/shop')
    const taken = applySettings(texts, 'shop', null, { ...was, path: '/cameras' }, 'default')
    const { issues } = new SiteFiles(root).check(taken)
    expect(issues.map((issue) => settingsFieldOf(issue, taken, 'shop', null))).toContain('path')
  })

  it('an empty title is refused by the check and placed at the Page title field', () => {
    const was = pageSettings(texts, 'shop', null, 'default')
    const after = applySettings(texts, 'shop', null, { ...was, title: '' }, 'default')
    const { issues } = new SiteFiles(root).check(after)
    expect(issues.map((issue) => settingsFieldOf(issue, after, 'shop', null))).toContain('title')
  })
})

describe('editing a partner', () => {
  it('writes only the changed keys; a text number is added, and removed when emptied', () => {
    const fields = partnerFields(texts, 'lakeshore-moving')
    const after = withEditedPartner(texts, 'lakeshore-moving', { ...fields, textPhone: '(855) 555-0177' })
    expect(partnerFields(after, 'lakeshore-moving')).toEqual({ ...fields, textPhone: '(855) 555-0177' })
    expect(withEditedPartner(after, 'lakeshore-moving', fields)[PARTNERS_FILE]).toBe(texts[PARTNERS_FILE])
  })

  it("writes the partner's dates as its schedule, and an end before the start is placed at that field", () => {
    const fields = partnerFields(texts, 'lakeshore-moving')
    const dated = withEditedPartner(texts, 'lakeshore-moving', { ...fields, startsAt: '2027-05-24', endsAt: '' })
    const entry = (
      JSON.parse(dated[PARTNERS_FILE]) as { partners: Array<{ id: string; schedule?: unknown }> }
    ).partners.find((partner) => partner.id === 'lakeshore-moving')!
    expect(entry.schedule).toEqual({ startsAt: '2027-05-24' })
    expect(withEditedPartner(dated, 'lakeshore-moving', fields)[PARTNERS_FILE]).toBe(texts[PARTNERS_FILE])
    const backwards = withEditedPartner(texts, 'lakeshore-moving', {
      ...fields,
      startsAt: '2027-06-02',
      endsAt: '2027-06-01',
    })
    const { issues } = new SiteFiles(root).check(backwards)
    expect(issues.map((issue) => partnerFieldOfIssue(issue, 2))).toContain('startsAt')
  })

  it('a bad phone and a bad text number are both reported at once, each at its field', () => {
    const fields = partnerFields(texts, 'lakeshore-moving')
    const after = withEditedPartner(texts, 'lakeshore-moving', {
      ...fields,
      phone: '855-555-0112',
      textPhone: '555 0177',
    })
    const { issues } = new SiteFiles(root).check(after)
    const index = 2
    const fieldsWithProblems = new Set(issues.map((issue) => partnerFieldOfIssue(issue, index)))
    expect(fieldsWithProblems).toContain('phone')
    expect(fieldsWithProblems).toContain('textPhone')
  })
})
