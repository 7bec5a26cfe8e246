import type { BlockModule } from '../runtime/render/BlockDefinition.ts'

/**
 * Every block type the config may use, one line each. Entries load lazily, so a page's JavaScript
 * holds only the blocks that page shows. The key is the block folder's name and the `type` in config.
 */
export const blockRegistry = {
  ErrorMessage: () => import('./ErrorMessage/index.ts'),
  Hero: () => import('./Hero/index.ts'),
  LeadForm: () => import('./LeadForm/index.ts'),
  NotFound: () => import('./NotFound/index.ts'),
  PagePlaceholder: () => import('./PagePlaceholder/index.ts'),
  PartnerDirectory: () => import('./PartnerDirectory/index.ts'),
  SiteFooter: () => import('./SiteFooter/index.ts'),
  SiteHeader: () => import('./SiteHeader/index.ts'),
  TextSection: () => import('./TextSection/index.ts'),
} satisfies Record<string, () => Promise<BlockModule>>

export type BlockType = keyof typeof blockRegistry
