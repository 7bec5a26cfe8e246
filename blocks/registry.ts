import type { BlockModule } from '../runtime/render/BlockDefinition.ts'

/**
 * Every block type the config may use, one line each. Entries load lazily, so a page's JavaScript
 * holds only the blocks that page shows. The key is the block folder's name and the `type` in config.
 */
export const blockRegistry = {
  CtaBand: () => import('./CtaBand/index.ts'),
  ErrorMessage: () => import('./ErrorMessage/index.ts'),
  FaqAccordion: () => import('./FaqAccordion/index.ts'),
  FeatureGrid: () => import('./FeatureGrid/index.ts'),
  Hero: () => import('./Hero/index.ts'),
  HowItWorksSteps: () => import('./HowItWorksSteps/index.ts'),
  LegalBlock: () => import('./LegalBlock/index.ts'),
  MediaText: () => import('./MediaText/index.ts'),
  NotFound: () => import('./NotFound/index.ts'),
  PagePlaceholder: () => import('./PagePlaceholder/index.ts'),
  PartnerDirectory: () => import('./PartnerDirectory/index.ts'),
  ProductCards: () => import('./ProductCards/index.ts'),
  PromoRibbon: () => import('./PromoRibbon/index.ts'),
  ReviewsCarousel: () => import('./ReviewsCarousel/index.ts'),
  SelectableCards: () => import('./SelectableCards/index.ts'),
  ShareButtons: () => import('./ShareButtons/index.ts'),
  SiteFooter: () => import('./SiteFooter/index.ts'),
  SiteHeader: () => import('./SiteHeader/index.ts'),
  StatsBand: () => import('./StatsBand/index.ts'),
  TextSection: () => import('./TextSection/index.ts'),
  VideoLightbox: () => import('./VideoLightbox/index.ts'),
} satisfies Record<string, () => Promise<BlockModule>>

export type BlockType = keyof typeof blockRegistry
