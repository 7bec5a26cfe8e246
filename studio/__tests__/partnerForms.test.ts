import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type ConfigTexts, EDITABLE_FILES, PARTNERS_FILE } from '../server/pageFiles.server.ts'
import {
  partnerFieldOf,
  partnerFormChoices,
  withNewPartner,
  withPartnerReferenceIssues,
} from '../server/partnerAddition.server.ts'
import {
  catalogueChoices,
  partnerFields,
  partnerPagesGone,
  templateChoices,
  withEditedPartner,
} from '../server/partnerEditing.server.ts'
import { SiteFiles } from '../server/siteFiles.server.ts'
import { partnerIssueSentence } from '../client/partnerIssueSentences.ts'
import { partnerPageWords } from '../fields/partnerPageWords.ts'
import { partnerWordsOf } from '../client/partnerFormFields.tsx'
import type { NewPartnerOptions } from '../../scripts/lib/addPartner.ts'
import { templateValuesFor } from '../server/templateValues.server.ts'
import { promotionTokens } from '../../services/catalogue/promotionTexts.ts'
import { localPricesToday } from '../../scripts/lib/pricesToday.ts'
import { readPricePromotions } from '../../server/catalogue/promotedCatalogue.server.ts'
import { partnerPageWords as wordsFor } from '../fields/partnerPageWords.ts'

const root = join(import.meta.dirname, '../..')
const texts = Object.fromEntries(
  EDITABLE_FILES.map((file) => [file, readFileSync(join(root, file), 'utf8')]),
) as unknown as ConfigTexts
const site = new SiteFiles(root).check(texts)
const runtime = site.runtime!
const partners = (
  JSON.parse(texts[PARTNERS_FILE]) as {
    partners: Array<{ id: string; name: string; slug: string; leadSource: string; routes?: string[] }>
  }
).partners

const lakeside: NewPartnerOptions = {
  id: 'lakeside-homes',
  name: 'Lakeside Homes',
  kind: 'affiliate',
  slug: 'lakeside',
  leadSource: 'lakeside-homes',
  phone: '(855) 555-0142',
  textPhone: '',
  catalogId: 'ecat-standard',
  routes: ['partner-offer-page'],
  enabled: true,
}

const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path)

/** The form's problems for a new partner, as the studio's server gives them, each with its field. */
function problemsOf(options: NewPartnerOptions) {
  const added = withNewPartner(texts, options)
  if ('error' in added) throw new Error(added.error)
  const checked = new SiteFiles(root).check(added.texts)
  const index = partners.length
  return withPartnerReferenceIssues(root, added.texts, checked.issues).map((issue) => ({
    issue,
    field: partnerFieldOf(issue, index),
  }))
}

describe('the partner forms, in words', () => {
  it('a bad phone and a taken slug are both found, each at its field, in sentences naming the owner', () => {
    const owner = partners[0]!
    const problems = problemsOf({ ...lakeside, slug: owner.slug, phone: '555-0142' })
    const at = (field: string) => problems.filter((problem) => problem.field === field)
    expect(at('phone').map(({ issue }) => partnerIssueSentence(issue, 'phone'))).toEqual([
      'Sales phone must be a 10-digit US number written like (555) 123-4567.',
    ])
    expect(at('slug').map(({ issue }) => partnerIssueSentence(issue, 'slug'))).toEqual([
      `The page address ${owner.slug} is already used by ${owner.name}. Choose another.`,
    ])
    // The developer's details keep where config:check finds it: a real line of partners.json.
    for (const { issue } of problems) expect(issue.line).toBeGreaterThan(1)
  })

  it.each([
    ['alone', lakeside.phone],
    // The schema check fails on the phone, so config:check stops before the pages: the form still finds both.
    ['with a bad phone', '555-0142'],
  ])('a page for another kind of partner is refused at the pages in words, %s', (_, phone) => {
    const problems = problemsOf({ ...lakeside, phone, routes: ['partner-shop', 'association-partner'] })
    const choices = partnerFormChoices(root, texts, runtime)
    const words = partnerWordsOf(choices.templates, choices.kinds, lakeside)
    expect(
      problems.filter((p) => p.field === 'routes').map(({ issue }) => partnerIssueSentence(issue, 'routes', words)),
    ).toEqual([
      "The page Member Home Security Benefit is only for partners of the kind “Association”; this partner's kind is “Affiliate”. Untick it.",
    ])
  })

  it('an id another partner has is one more problem at the id field, not a refusal that hides the others', () => {
    const owner = partners[0]!
    const problems = problemsOf({ ...lakeside, id: owner.id, phone: '555-0142' })
    const sentences = (field: string) =>
      problems.filter((p) => p.field === field).map(({ issue }) => partnerIssueSentence(issue, 'id'))
    expect(sentences('id')).toEqual([`The id ${owner.id} is already used by ${owner.name}. Choose another.`])
    expect(problems.some((p) => p.field === 'phone')).toBe(true)
    // The entry checked is the one typed: the taken id itself, never a renamed one.
    expect(withNewPartner(texts, { ...lakeside, id: owner.id })).toMatchObject({
      texts: { [PARTNERS_FILE]: expect.not.stringMatching(new RegExp(`"${owner.id}-2"`)) as unknown },
    })
    // Told by the partner checks as data (the owner, the field), not read back out of their prose.
    const [taken] = problems.filter((p) => p.field === 'id')
    expect(taken!.issue).toMatchObject({
      path: `partners[${partners.length}].id`,
      reused: { field: 'id', value: owner.id, owner: { id: owner.id, name: owner.name } },
    })
    expect(partnerIssueSentence({ ...taken!.issue, message: 'worded otherwise' }, 'id')).toBe(
      `The id ${owner.id} is already used by ${owner.name}. Choose another.`,
    )
    // Nothing of the taken id reaches the rest of the site: every problem is at a field of the form, also when
    // the schema passes and config:check's own partner checks find it.
    expect(problems.filter((p) => p.field === undefined)).toEqual([])
    const alone = problemsOf({ ...lakeside, id: owner.id })
    expect(alone.map((p) => p.field)).toEqual(['id'])
    expect(alone[0]!.issue).toMatchObject({ reused: { field: 'id', value: owner.id } })
  })

  it('offers every kind of partner in plain words, and catalogues by their names with priced packages', () => {
    const choices = partnerFormChoices(root, texts, runtime)
    for (const kind of choices.kinds) expect(kind.description).not.toBe(kind.value)
    expect(choices.kinds.find((kind) => kind.value === 'association-partner')?.description).toMatch(/^Association:/)
    const standard = catalogueChoices(root).find((catalogue) => catalogue.id === 'ecat-standard')!
    expect(standard.name).not.toMatch(/ecat-/)
    expect(standard.packages[0]).toEqual({
      name: 'Starter Package',
      price: expect.stringMatching(/^\$[\d,.]+ equipment \+ \$[\d,.]+\/mo\. monitoring$/),
    })
  })

  it('offers the business hours as insertable values, named for people, with what they show', () => {
    const values = templateValuesFor(root, {
      brand: { name: 'Harbor', shortName: 'Harbor' },
      partner: null,
      sharedTexts: {},
      hours: { 'hours.support': 'Mon-Sat 8am-8pm CT' },
    })
    expect(values).toContainEqual({ name: 'hours.support', label: 'Hours: support', value: 'Mon-Sat 8am-8pm CT' })
  })

  it("offers a promotion's dates and discount as insertable values, named for people", () => {
    const values = templateValuesFor(root, {
      brand: { name: 'Harbor', shortName: 'Harbor' },
      partner: null,
      sharedTexts: {},
      promotions: promotionTokens(runtime.config.pricePromotions.promotions),
    })
    expect(values).toContainEqual({
      name: 'promotion.memorial-day-cameras.ends',
      label: 'Promotion memorial-day-cameras: ends',
      value: 'Monday, May 31',
    })
    expect(values).toContainEqual({
      name: 'promotion.memorial-day-cameras.endTime',
      label: 'Promotion memorial-day-cameras: end time',
      value: '11:59 pm CT',
    })
  })

  it('quotes one price in the catalogue choices and the template values: the promotions running at the moment asked', () => {
    const promotion = readPricePromotions(root)[0]!
    const during = Date.parse(`${promotion.schedule!.startsAt!.slice(0, 10)}T18:00:00Z`)
    const { defaultCatalogId } = localPricesToday(root, during)!
    const valuesAt = (now: number) =>
      new Map(
        templateValuesFor(
          root,
          { brand: { name: 'Harbor', shortName: 'Harbor' }, partner: null, sharedTexts: {} },
          now,
        ).map((value) => [value.name, value.value]),
      )
    const values = valuesAt(during)
    expect(values.get(`price.${promotion.item}.equipment`)).toBe(`$${promotion.price}`)
    expect(valuesAt(Date.parse('2001-01-01T18:00:00Z')).get(`price.${promotion.item}.equipment`)).not.toBe(
      `$${promotion.price}`,
    )
    const starter = catalogueChoices(root, during)
      .find((catalogue) => catalogue.id === defaultCatalogId)!
      .packages.find((record) => record.name === 'Starter Package')!
    expect(starter.price).toBe(
      `${values.get('price.starter-package.equipment')} equipment + ${values.get('price.starter-package.monitoring')} monitoring`,
    )
  })

  it("gives each page a partner can get the address the site gives it (the routes' own placeholder filling)", () => {
    const templates = templateChoices(runtime)
    const pages = runtime.routes.filter((route) => route.partner)
    for (const template of templates) {
      const page = pages.find((route) => route.config.name === template.name)
      if (!page) continue
      const partner = runtime.config.partners.partners.find((candidate) => candidate.id === page.partner!.id)!
      expect(wordsFor(template, partner).path).toBe(page.path)
    }
    expect(
      templates.filter((template) => pages.some((page) => page.config.name === template.name)).length,
    ).toBeGreaterThan(5)
  })

  it('names each page a partner can get by its title and its address for that partner (a shop by lead source)', () => {
    const templates = templateChoices(runtime)
    const words = (name: string) =>
      partnerPageWords(
        templates.find((template) => template.name === name)!,
        {
          name: 'Lakeside Homes',
          slug: 'lakeside',
          leadSource: 'lakeside-homes',
        },
      )
    expect(words('partner-offer-page')).toEqual({ title: 'Lakeside Homes Exclusive Offer', path: '/lakesideoffer' })
    expect(words('partner-shop')).toEqual({ title: 'Lakeside Homes Partner Shop', path: '/shop/lakeside-homes' })
  })

  it('lists the pages a disabled partner loses by title and address', () => {
    const disabled = withEditedPartner(texts, 'lakeshore-moving', {
      ...partnerFields(texts, 'lakeshore-moving'),
      enabled: false,
    })
    const after = new SiteFiles(root).check(disabled).runtime!
    const gone = partnerPagesGone(runtime, after, 'lakeshore-moving')
    // Every page partners.json gives the partner, each as its template names it for this partner.
    const lakeshore = partners.find((partner) => partner.id === 'lakeshore-moving')!
    const templates = templateChoices(runtime)
    const expected = (lakeshore.routes ?? []).map((name) =>
      partnerPageWords(
        templates.find((template) => template.name === name)!,
        lakeshore,
      ),
    )
    expect(expected.length, 'the partner has pages to lose').toBeGreaterThan(0)
    const goneWords = gone.map(({ title, path }) => ({ title, path }))
    expect(goneWords.sort(byPath)).toEqual(expected.sort(byPath))
    // Titles with the partner's name filled in, without the brand's suffix ("Lakeshore … Exclusive Offer").
    for (const page of gone) expect(page.title).not.toMatch(/\{\{|\|/)
  })
})
