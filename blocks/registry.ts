import type { BlockModule } from '../runtime/render/BlockDefinition.ts'

/**
 * Every block type the config may use, one line each. Entries load lazily, so a page's JavaScript
 * holds only the blocks that page shows. The key is the block folder's name and the `type` in config.
 */
export const blockRegistry = {
  AccountOverview: () => import('./AccountOverview/index.ts'),
  AssessmentContact: () => import('./AssessmentContact/index.ts'),
  AssessmentQuestions: () => import('./AssessmentQuestions/index.ts'),
  AssessmentReview: () => import('./AssessmentReview/index.ts'),
  AssessmentStart: () => import('./AssessmentStart/index.ts'),
  BlogIndex: () => import('./BlogIndex/index.ts'),
  BlogPost: () => import('./BlogPost/index.ts'),
  CheckoutOrderSummary: () => import('./CheckoutOrderSummary/index.ts'),
  ContentDocument: () => import('./ContentDocument/index.ts'),
  ContentFaqs: () => import('./ContentFaqs/index.ts'),
  ErrorMessage: () => import('./ErrorMessage/index.ts'),
  HelpArticle: () => import('./HelpArticle/index.ts'),
  HelpArticleList: () => import('./HelpArticleList/index.ts'),
  HelpAssistant: () => import('./HelpAssistant/index.ts'),
  HelpCenterHome: () => import('./HelpCenterHome/index.ts'),
  HelpSearchResults: () => import('./HelpSearchResults/index.ts'),
  HelpSignIn: () => import('./HelpSignIn/index.ts'),
  Hero: () => import('./Hero/index.ts'),
  LocationPage: () => import('./LocationPage/index.ts'),
  ManagementTeam: () => import('./ManagementTeam/index.ts'),
  MoveRequest: () => import('./MoveRequest/index.ts'),
  NotFound: () => import('./NotFound/index.ts'),
  PackageTables: () => import('./PackageTables/index.ts'),
  PagePlaceholder: () => import('./PagePlaceholder/index.ts'),
  PartnerDirectory: () => import('./PartnerDirectory/index.ts'),
  SchedulingPicker: () => import('./SchedulingPicker/index.ts'),
  ShopCart: () => import('./ShopCart/index.ts'),
  ShopCustomizePackage: () => import('./ShopCustomizePackage/index.ts'),
  ShopErrorModal: () => import('./ShopErrorModal/index.ts'),
  ShopProductDetail: () => import('./ShopProductDetail/index.ts'),
  ShopProductList: () => import('./ShopProductList/index.ts'),
  ShopProductSection: () => import('./ShopProductSection/index.ts'),
  ShopZipHero: () => import('./ShopZipHero/index.ts'),
  SiteFooter: () => import('./SiteFooter/index.ts'),
  SiteHeader: () => import('./SiteHeader/index.ts'),
  TermsSections: () => import('./TermsSections/index.ts'),
  TextSection: () => import('./TextSection/index.ts'),
} satisfies Record<string, () => Promise<BlockModule>>

export type BlockType = keyof typeof blockRegistry
