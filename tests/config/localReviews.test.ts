import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../support/fixtureSite.ts'
import { realSite } from '../support/realSite.ts'
import { sitePages } from '../support/sitePages.ts'

interface City {
  name: string
  reviews?: Array<{ author: string; text: string }>
}
interface Review {
  quote: string
  location?: string
}

const cities: City[] = (
  JSON.parse(readFileSync(join(repoRoot, 'site-config/content/locationStates.json'), 'utf8')) as {
    data: { locationStates: Array<{ cities?: City[] }> }
  }
).data.locationStates.flatMap((state) => state.cities ?? [])

/**
 * A page whose hero names a city the company serves, and that shows customer reviews, shows that city's
 * customers' reviews from the content (rater report 3, item 11: /dallas, a Dallas dealer's page, quoted a
 * customer from Round Rock, TX). The location pages read the same reviews from the content themselves.
 */
describe("a city's page quotes that city's customers", () => {
  const runtime = realSite()

  it('on every page whose hero names a served city', () => {
    const found: string[] = []
    let checked = 0
    for (const { url, page } of sitePages(runtime)) {
      const hero = page.blocks.find((block) => block.id === 'hero')
      const heading = (hero?.props as { heading?: string } | undefined)?.heading ?? ''
      const city = cities.find((candidate) => new RegExp(`\\b${candidate.name}\\b`).test(heading))
      const carousel = page.blocks.find((block) => block.type === 'ReviewsCarousel')
      if (!city?.reviews?.length || !carousel) continue
      checked++
      const local = new Set(city.reviews.map((review) => review.text))
      for (const review of (carousel.props as { reviews: Review[] }).reviews) {
        if (!local.has(review.quote) || !review.location?.includes(city.name))
          found.push(`${url}: ${review.location ?? '(no place)'}: ${review.quote.slice(0, 40)}`)
      }
    }
    expect(checked).toBeGreaterThan(0)
    expect(found).toEqual([])
  })
})
