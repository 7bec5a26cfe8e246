/**
 * Blocks a page cannot lose, by route name: the studio will not delete them. A stand-in until config
 * declares required blocks per page type (issue 15 item 2, `requiredBlocks`); then this reads that instead.
 * Partner shops are made from the partner-shop template, so they share the shop's list.
 */
const SHOP_BLOCK_TYPES = ['ShopCart', 'ShopProductSection', 'LeadForm']

const REQUIRED_BY_ROUTE: Readonly<Record<string, readonly string[]>> = {
  shop: SHOP_BLOCK_TYPES,
  'partner-shop': SHOP_BLOCK_TYPES,
}

/** The block types a route's page must keep. */
export function requiredBlockTypes(routeName: string): readonly string[] {
  return REQUIRED_BY_ROUTE[routeName] ?? []
}
