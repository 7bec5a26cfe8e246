import type { BlockInstance, PageModel } from '../PageModel.ts'
import { isPromotionShowing, promotionKey } from '../../services/promotions/index.ts'

/**
 * The page without the promotions it must not show at `now`. A page rendered per request drops every
 * promotion outside its window. A prerendered page is built once and served for days, so it keeps the
 * ones not started yet (the browser's boot script hides them until their start, see
 * services/promotions) and drops only those already over.
 */
export function currentPromotions(page: PageModel, now: number): PageModel {
  const keep = (block: BlockInstance) =>
    !block.promotion ||
    (page.render === 'request' ? isPromotionShowing(block.promotion, now) : now < block.promotion.endsAt)
  const { header, footer } = page.layout
  if (![...page.blocks, ...header, ...footer].some((block) => block.promotion)) return page
  return {
    ...page,
    blocks: page.blocks.filter(keep),
    layout: { ...page.layout, header: header.filter(keep), footer: footer.filter(keep) },
  }
}

/** The distinct promotion windows on a page, for the boot script's `<meta name="x-promotions">`. */
export function promotionKeysOf(page: PageModel): string[] {
  const blocks = [...page.blocks, ...page.layout.header, ...page.layout.footer]
  return [...new Set(blocks.flatMap((block) => (block.promotion ? [promotionKey(block.promotion)] : [])))]
}
