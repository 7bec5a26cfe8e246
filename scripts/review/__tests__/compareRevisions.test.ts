import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'
import { type ReviewSide, type SiteReview, compareSites } from '../compareSites.ts'
import { captureMoment } from '../captureMoment.ts'
import { markdownOf } from '../reportDocument.ts'
import { reviewDocument } from '../reviewDocument.ts'
import { reviewMoment } from '../reviewMoment.ts'
import { reviewSide } from '../reviewSide.ts'
import { type RevisionTree, revisionTree } from '../revisionTree.ts'
import { type ConfigRepository, configRepository } from './support/configRepository.ts'

const RIBBON_TEXT = 'Holiday sale: a free Video Doorbell with any Harbor Video plan ordered by January 5.'
const CAMERAS_DESCRIPTION =
  'Indoor, outdoor and doorbell cameras in sharp HD with color night vision, smart person alerts and 30 days of cloud video, installed and monitored by Harbor.'
const PARTNER_HEADING = 'Harbor Lakes Homeowners Save on Every Package'
/** /cameras' description in the site's routes.json, which both revisions start from. */
const realCamerasDescription = (
  JSON.parse(readFileSync(join(repoRoot, 'routes.json'), 'utf8')) as {
    routes: Array<{ name: string; meta?: { description?: string } }>
  }
).routes.find((route) => route.name === 'cameras')!.meta!.description!

/**
 * Two revisions of a git repository made from today's config: the head adds a scheduled ribbon on /, a longer
 * description on /cameras, a partner with a heading override and a landing layout on /referrals.
 */
describe('config:review compares two revisions as visitors see them', () => {
  let repo: ConfigRepository
  let trees: RevisionTree[] = []
  let review: SiteReview
  let markdown: string
  let headSide: ReviewSide
  const at = reviewMoment('2026-11-24T10:00')

  beforeAll(async () => {
    repo = configRepository()
    const base = repo.head()
    const head = repo.commit('a holiday ribbon, a new description, a partner, a landing layout', {
      'routes.json': (config) => {
        const route = (name: string) => config.routes.find((candidate: { name: string }) => candidate.name === name)
        route('home').blocks.splice(1, 0, {
          id: 'holiday-ribbon',
          type: 'PromoRibbon',
          schedule: { startsAt: '2026-12-01', endsAt: '2027-01-05' },
          props: { text: RIBBON_TEXT, badge: 'Sale', link: { label: 'See the offer', href: '/promotions' } },
        })
        route('cameras').meta.description = CAMERAS_DESCRIPTION
        route('referrals').layout = 'landing'
      },
      'partners.json': (config) => {
        config.partners.push({
          id: 'harbor-lakes-realty',
          name: 'Harbor Lakes Realty',
          kind: 'affiliate',
          slug: 'harborlakes',
          leadSource: 'harbor-lakes-realty',
          catalogId: 'ecat-standard',
          enabled: true,
          phone: '(855) 555-0130',
          affiliateId: 'AFF-1013',
          routes: ['partner-shop'],
          blockProps: { 'package-tables': { heading: PARTNER_HEADING } },
        })
      },
    })
    trees = [revisionTree(repo.dir, base), revisionTree(repo.dir, head)]
    headSide = await reviewSide(trees[1]!, at, { checkPageTexts: true })
    review = compareSites(await reviewSide(trees[0]!, at, { checkPageTexts: false }), headSide)
    const labels = {
      base: { ref: 'main', commit: trees[0]!.commit },
      head: { ref: 'site/holiday', commit: trees[1]!.commit },
      at,
    }
    markdown = markdownOf(reviewDocument(review, labels))
  }, 300_000)

  afterAll(() => {
    for (const tree of trees) tree.dispose()
    repo?.dispose()
  })

  it('lists a new ribbon by its studio name with its whole text and its dates', () => {
    const home = review.pagesChanged.find((page) => page.url === '/')!
    expect(home.blocksAdded).toEqual([
      {
        id: 'holiday-ribbon',
        type: 'PromoRibbon',
        name: 'Promotion ribbon',
        position: 2,
        schedule: 'shown from Tue, Dec 1, 2026, 12:00 AM CT until Tue, Jan 5, 2027, 11:59 PM CT',
        texts: [
          { field: 'text', text: RIBBON_TEXT },
          { field: 'badge', text: 'Sale' },
          { field: 'link.label', text: 'See the offer' },
        ],
      },
    ])
    expect(markdown).toContain(
      '- **Block added:** Promotion ribbon (`holiday-ribbon`), position 2, shown from Tue, Dec 1, 2026, 12:00 AM CT until Tue, Jan 5, 2027, 11:59 PM CT',
    )
    expect(markdown).toContain(`  - \`text\`: “${RIBBON_TEXT}”`)
  })

  it('captures a page with a ribbon that starts later when the ribbon shows, on its first day at 10:00 CT', () => {
    const pageAt = (url: string) => headSide.site.pages.find((page) => page.url === url)
    const home = review.pagesChanged.find((page) => page.url === '/')!
    expect(captureMoment(home, pageAt('/'), at)).toEqual({
      at: reviewMoment('2026-12-01T10:00'),
      why: 'captured on Tue, Dec 1, 2026, 10:00 AM CT, when Promotion ribbon (holiday-ribbon) shows',
    })
    const cameras = review.pagesChanged.find((page) => page.url === '/cameras')!
    expect(captureMoment(cameras, pageAt('/cameras'), at)).toEqual({ at, why: null })
  })

  it('shows a changed description whole on both sides, never cut', () => {
    const cameras = review.pagesChanged.find((page) => page.url === '/cameras')!
    expect(cameras.description).toEqual({
      field: 'description',
      // The site's own description, whatever it says today: the fixture changes it.
      before: realCamerasDescription,
      after: CAMERAS_DESCRIPTION,
    })
    expect(markdown).toContain(`- **Description:** “${cameras.description!.before}” → “${CAMERAS_DESCRIPTION}”`)
  })

  it('lists a new partner with every field, its heading override named by the block, and its new page', () => {
    const [partner] = review.partners.added
    expect(partner!.id).toBe('harbor-lakes-realty')
    const fields = Object.fromEntries(partner!.fields.map((field) => [field.field, field.after]))
    expect(fields).toMatchObject({
      name: 'Harbor Lakes Realty',
      slug: 'harborlakes',
      leadSource: 'harbor-lakes-realty',
      catalogId: 'ecat-standard',
      phone: '(855) 555-0130',
      affiliateId: 'AFF-1013',
      routes: 'partner-shop',
      'blockProps › Package cards and comparison (package-tables) › heading': PARTNER_HEADING,
    })
    expect(markdown).toContain(
      `- \`blockProps › Package cards and comparison (package-tables) › heading\`: “${PARTNER_HEADING}”`,
    )
    const page = review.pagesAdded.find((added) => added.url === '/shop/harbor-lakes-realty')!
    expect(page.partner).toEqual({ id: 'harbor-lakes-realty', name: 'Harbor Lakes Realty' })
    const tables = page.blocks.find((block) => block.id === 'package-tables')!
    expect(tables.texts).toContainEqual({ field: 'heading', text: PARTNER_HEADING })
  })

  it('describes a layout change by what the page gains and loses', () => {
    const referrals = review.pagesChanged.find((page) => page.url === '/referrals')!
    expect(referrals.layout!.before).toBe('default')
    expect(referrals.layout!.after).toBe('landing')
    expect(referrals.layout!.adds).toEqual([])
    expect(referrals.layout!.removes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^the header's navigation links \("Products", "Home Security", .*"Help Center"\)$/),
        `the header's "Schedule a Free Consultation" button`,
        `the header's "Sign In" link`,
        expect.stringMatching(/^the footer's link columns \(Quick Links: "Sign In", /),
      ]),
    )
    expect(referrals.layout!.removes).not.toContain('live chat')
    expect(markdown).toContain(`- **Layout:** \`default\` → \`landing\``)
    expect(markdown).toContain(`  - removes the header's "Schedule a Free Consultation" button`)
  })

  it('leaves out every page the change does not reach', () => {
    expect(review.pagesChanged.map((page) => page.url).sort()).toEqual(['/', '/cameras', '/referrals'])
    expect(review.pagesRemoved).toEqual([])
  })
})
