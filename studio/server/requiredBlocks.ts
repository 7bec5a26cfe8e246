import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Blocks a page cannot lose, by route name: the studio offers no delete for them. Read from
 * site-config/required-blocks.json (page types and their required blocks, checked by config:check) when the
 * site has it; until then, the shop's list below (issue 15 item 2).
 */
interface RequiredBlocksConfig {
  pageTypes: Array<{ name: string; routes: string[]; blocks: Array<{ type: string }> }>
}

const SHOP_TYPES = [{ type: 'ShopCart' }, { type: 'ShopProductSection' }, { type: 'LeadForm' }]
const UNTIL_CONFIG_DECLARES_THEM: RequiredBlocksConfig = { pageTypes: [{ name: 'shop', routes: ['shop', 'partner-shop'], blocks: SHOP_TYPES }] }

export const REQUIRED_BLOCKS_FILE = 'site-config/required-blocks.json'

export function requiredBlocksConfig(root: string): RequiredBlocksConfig {
  const file = join(root, REQUIRED_BLOCKS_FILE)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RequiredBlocksConfig) : UNTIL_CONFIG_DECLARES_THEM
}

/** The block types a route's page must keep. */
export function requiredBlockTypes(config: RequiredBlocksConfig, routeName: string): string[] {
  return [...new Set(config.pageTypes.filter((pageType) => pageType.routes.includes(routeName)).flatMap((pageType) => pageType.blocks.map((block) => block.type)))]
}
