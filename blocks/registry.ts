import type { BlockDefinition, BlockDefinitionFor, BlockProps } from '../runtime/render/BlockDefinition.ts'
import type { BlockInstanceOf as ContractInstanceOf } from '../runtime/render/BlockInstance.ts'
import type { BlockPropsByType } from '../schemas/generated/blockTypes.ts'

/**
 * Every block type the config may use, one line each. Entries load lazily, so a page's JavaScript
 * holds only the blocks that page shows. The key is the block folder's name and the `type` in config.
 * The compiler checks that every block folder with a schema is registered here, and that each entry's
 * component takes the props type generated from that folder's schema.json.
 */
export const blockRegistry = {
  AccountOverview: () => import('./AccountOverview/index.ts'),
  AssessmentContact: () => import('./AssessmentContact/index.ts'),
  AssessmentQuestions: () => import('./AssessmentQuestions/index.ts'),
  AssessmentReview: () => import('./AssessmentReview/index.ts'),
  AssessmentStart: () => import('./AssessmentStart/index.ts'),
  BlogIndex: () => import('./BlogIndex/index.ts'),
  BlogPost: () => import('./BlogPost/index.ts'),
  ChatBubble: () => import('./ChatBubble/index.ts'),
  CheckoutHelpLine: () => import('./CheckoutHelpLine/index.ts'),
  CheckoutOrderSummary: () => import('./CheckoutOrderSummary/index.ts'),
  ContentDocument: () => import('./ContentDocument/index.ts'),
  ContentFaqs: () => import('./ContentFaqs/index.ts'),
  CtaBand: () => import('./CtaBand/index.ts'),
  ErrorMessage: () => import('./ErrorMessage/index.ts'),
  FaqAccordion: () => import('./FaqAccordion/index.ts'),
  FeatureGrid: () => import('./FeatureGrid/index.ts'),
  HelpArticle: () => import('./HelpArticle/index.ts'),
  HelpArticleList: () => import('./HelpArticleList/index.ts'),
  HelpAssistant: () => import('./HelpAssistant/index.ts'),
  HelpCenterHome: () => import('./HelpCenterHome/index.ts'),
  HelpSearchResults: () => import('./HelpSearchResults/index.ts'),
  HelpSignIn: () => import('./HelpSignIn/index.ts'),
  Hero: () => import('./Hero/index.ts'),
  HowItWorksSteps: () => import('./HowItWorksSteps/index.ts'),
  LeadForm: () => import('./LeadForm/index.ts'),
  LegalBlock: () => import('./LegalBlock/index.ts'),
  LocationPage: () => import('./LocationPage/index.ts'),
  ManagementTeam: () => import('./ManagementTeam/index.ts'),
  MediaText: () => import('./MediaText/index.ts'),
  MoveRequest: () => import('./MoveRequest/index.ts'),
  OfferClaimForm: () => import('./OfferClaimForm/index.ts'),
  OfferCountdown: () => import('./OfferCountdown/index.ts'),
  NotFound: () => import('./NotFound/index.ts'),
  PackageTables: () => import('./PackageTables/index.ts'),
  PagePlaceholder: () => import('./PagePlaceholder/index.ts'),
  PartnerDirectory: () => import('./PartnerDirectory/index.ts'),
  ProductCards: () => import('./ProductCards/index.ts'),
  PromoRibbon: () => import('./PromoRibbon/index.ts'),
  ReviewsCarousel: () => import('./ReviewsCarousel/index.ts'),
  SchedulingPicker: () => import('./SchedulingPicker/index.ts'),
  SelectableCards: () => import('./SelectableCards/index.ts'),
  ShareButtons: () => import('./ShareButtons/index.ts'),
  ShopCart: () => import('./ShopCart/index.ts'),
  ShopCustomizePackage: () => import('./ShopCustomizePackage/index.ts'),
  ShopErrorModal: () => import('./ShopErrorModal/index.ts'),
  ShopProductDetail: () => import('./ShopProductDetail/index.ts'),
  ShopProductList: () => import('./ShopProductList/index.ts'),
  ShopProductSection: () => import('./ShopProductSection/index.ts'),
  ShopZipHero: () => import('./ShopZipHero/index.ts'),
  SiteFooter: () => import('./SiteFooter/index.ts'),
  SiteHeader: () => import('./SiteHeader/index.ts'),
  SitemapList: () => import('./SitemapList/index.ts'),
  StatsBand: () => import('./StatsBand/index.ts'),
  SupportWays: () => import('./SupportWays/index.ts'),
  TermsSections: () => import('./TermsSections/index.ts'),
  TextSection: () => import('./TextSection/index.ts'),
  TrustBadges: () => import('./TrustBadges/index.ts'),
  VideoLightbox: () => import('./VideoLightbox/index.ts'),
} satisfies { [Type in keyof BlockPropsByType]: () => Promise<{ default: BlockDefinitionFor<BlockPropsByType[Type]> }> }

export type BlockType = keyof typeof blockRegistry

type RegisteredDefinition<Type extends BlockType> = Awaited<ReturnType<(typeof blockRegistry)[Type]>>['default']

/** What a block type's loader returns (undefined for a block without a loader). */
export type BlockDataOf<Type extends BlockType> = RegisteredDefinition<Type>['Component'] extends (
  props: BlockProps<never, infer Data>,
) => unknown
  ? Data
  : undefined

/** The definition registered for a block type, with its exact props and data types. */
export type BlockDefinitionOf<Type extends BlockType> = BlockDefinition<BlockPropsByType[Type], BlockDataOf<Type>>

/** One block on a page with the props and data of its type: `type` tells the compiler which props apply. */
export type BlockInstanceOf<Type extends BlockType> = ContractInstanceOf<Type, BlockDataOf<Type>>

/** Any block on a page, as a union discriminated by `type`. */
export type TypedBlockInstance = { [Type in BlockType]: BlockInstanceOf<Type> }[BlockType]

export function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(blockRegistry, type)
}
