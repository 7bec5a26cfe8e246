import { describe, expect, it } from 'vitest'
import type { PageModel } from '../../PageModel.ts'
import { promotionWindow } from '../../../services/promotions/index.ts'
import { currentPromotions, promotionKeysOf } from '../currentPromotions.ts'
import { minimalSite } from '../../../tests/support/fixtureSite.ts'
import { blockInstance } from '../../../tests/support/blockInstance.ts'
import { renderLoadedPageHtml } from '../../../tests/support/renderPage.tsx'

const window = promotionWindow({ startsAt: '2027-05-21', endsAt: '2027-05-31' })!

function pageWithPromotion(render: PageModel['render']): PageModel {
  const page = minimalSite().resolve('/')
  const ribbon = {
    ...blockInstance({ id: 'sale', type: 'PromoRibbon', props: { text: 'Memorial Day Sale' } }),
    promotion: window,
  }
  return { ...page, render, blocks: [ribbon, ...page.blocks] }
}

const ids = (page: PageModel) => page.blocks.map((block) => block.id)

describe('promotions on the server, by the clock', () => {
  it('a page rendered per request shows the promotion only inside its window', () => {
    const page = pageWithPromotion('request')
    expect(ids(currentPromotions(page, window.startsAt! - 1))).not.toContain('sale')
    expect(ids(currentPromotions(page, window.startsAt!))).toContain('sale')
    expect(ids(currentPromotions(page, window.endsAt - 1))).toContain('sale')
    expect(ids(currentPromotions(page, window.endsAt))).not.toContain('sale')
  })

  it('a prerendered page keeps a promotion not started yet (the browser hides it until then) and drops an ended one', () => {
    const page = pageWithPromotion('static')
    expect(ids(currentPromotions(page, window.startsAt! - 1))).toContain('sale')
    expect(ids(currentPromotions(page, window.endsAt))).not.toContain('sale')
  })

  it('marks the promotion in the HTML with its window, for the boot script', async () => {
    const page = pageWithPromotion('static')
    expect(promotionKeysOf(page)).toEqual([`${window.startsAt}-${window.endsAt}`])
    const html = await renderLoadedPageHtml(page)
    expect(html).toMatch(
      new RegExp(
        `<div data-promotion="${window.startsAt}-${window.endsAt}" class="[^"]+"><style[^>]*>[^<]*</style><aside id="sale"`,
      ),
    )
  })
})
