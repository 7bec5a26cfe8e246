import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Blocks a page cannot lose, by route name: the studio offers no delete for them. Read from
 * site-config/required-blocks.json (page types and their required blocks, checked by config:check).
 */
interface RequiredBlocksConfig {
  pageTypes: Array<{ name: string; routes: string[]; blocks: Array<{ type: string; why: string }> }>
}

export const REQUIRED_BLOCKS_FILE = 'site-config/required-blocks.json'

export function requiredBlocksConfig(root: string): RequiredBlocksConfig {
  return JSON.parse(readFileSync(join(root, REQUIRED_BLOCKS_FILE), 'utf8')) as RequiredBlocksConfig
}

/** The block types a route's page must keep. */
export function requiredBlockTypes(config: RequiredBlocksConfig, routeName: string): string[] {
  return [
    ...new Set(
      config.pageTypes
        .filter((pageType) => pageType.routes.includes(routeName))
        .flatMap((pageType) => pageType.blocks.map((block) => block.type)),
    ),
  ]
}

/** Why each block type a route's page must keep cannot be removed, in the rule's own words, by type. */
export function requiredBlockReasons(config: RequiredBlocksConfig, routeName: string): Record<string, string> {
  const reasons: Record<string, string> = {}
  for (const pageType of config.pageTypes)
    if (pageType.routes.includes(routeName))
      for (const block of pageType.blocks)
        reasons[block.type] ??= `A ${pageType.name} page must keep this block: ${block.why}.`
  return reasons
}
