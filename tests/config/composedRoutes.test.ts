import { describe, expect, it } from 'vitest'
import { realSite } from '../support/realSite.ts'

/** What issue 15 asked of the composed routes.json, checked on the real config. */
/**
 * City pages that quote their own city's customers (the content's reviews of that city, checked by
 * tests/config/localReviews.test.ts) in place of the shared, company-wide ones.
 */
const LOCAL_REVIEW_ROUTES = ['dallas']

describe('the composed routes.json', () => {
  const runtime = realSite()
  const routes = runtime.config.routes.routes
  const indexOf = (name: string) => routes.findIndex((route) => route.name === name)
  const ids = (name: string) => routes[indexOf(name)]!.blocks.map((block) => block.id)

  it("gives the partner shop the shop's blocks in the shop's order", () => {
    expect(ids('partner-shop')).toEqual(ids('shop'))
    expect(ids('shop')).toContain('cart')
  })

  it("takes every page's customer reviews from one shared section, so changing them is one edit", () => {
    const composition = runtime.composition!
    const carousels = routes.flatMap((route, r) =>
      route.blocks.flatMap((block, b) =>
        block.type === 'ReviewsCarousel' && !LOCAL_REVIEW_ROUTES.includes(route.name) ? [{ r, b }] : [],
      ),
    )
    expect(carousels.length).toBeGreaterThanOrEqual(30)
    for (const { r, b } of carousels) {
      expect(composition.propOrigin(r, b, ['reviews']), routes[r]!.name).toMatchObject({
        layer: 'shared section',
        path: ['sections', 'customer-reviews', 'props', 'reviews'],
      })
    }
  })
})
