/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from each blocks/<Type>/schema.json; edit the schema and run it again.
 */

import type { AccountOverviewProps } from './blocks/AccountOverviewProps.ts'
import type { AssessmentContactProps } from './blocks/AssessmentContactProps.ts'
import type { AssessmentQuestionsProps } from './blocks/AssessmentQuestionsProps.ts'
import type { AssessmentReviewProps } from './blocks/AssessmentReviewProps.ts'
import type { AssessmentStartProps } from './blocks/AssessmentStartProps.ts'
import type { BlogIndexProps } from './blocks/BlogIndexProps.ts'
import type { BlogPostProps } from './blocks/BlogPostProps.ts'
import type { ChatBubbleProps } from './blocks/ChatBubbleProps.ts'
import type { CheckoutHelpLineProps } from './blocks/CheckoutHelpLineProps.ts'
import type { CheckoutOrderSummaryProps } from './blocks/CheckoutOrderSummaryProps.ts'
import type { ContentDocumentProps } from './blocks/ContentDocumentProps.ts'
import type { ContentFaqsProps } from './blocks/ContentFaqsProps.ts'
import type { CtaBandProps } from './blocks/CtaBandProps.ts'
import type { ErrorMessageProps } from './blocks/ErrorMessageProps.ts'
import type { FaqAccordionProps } from './blocks/FaqAccordionProps.ts'
import type { FeatureGridProps } from './blocks/FeatureGridProps.ts'
import type { HelpArticleProps } from './blocks/HelpArticleProps.ts'
import type { HelpArticleListProps } from './blocks/HelpArticleListProps.ts'
import type { HelpAssistantProps } from './blocks/HelpAssistantProps.ts'
import type { HelpCenterHomeProps } from './blocks/HelpCenterHomeProps.ts'
import type { HelpSearchResultsProps } from './blocks/HelpSearchResultsProps.ts'
import type { HelpSignInProps } from './blocks/HelpSignInProps.ts'
import type { HeroProps } from './blocks/HeroProps.ts'
import type { HowItWorksStepsProps } from './blocks/HowItWorksStepsProps.ts'
import type { LeadFormProps } from './blocks/LeadFormProps.ts'
import type { LegalBlockProps } from './blocks/LegalBlockProps.ts'
import type { LocationPageProps } from './blocks/LocationPageProps.ts'
import type { ManagementTeamProps } from './blocks/ManagementTeamProps.ts'
import type { MediaTextProps } from './blocks/MediaTextProps.ts'
import type { MoveRequestProps } from './blocks/MoveRequestProps.ts'
import type { NotFoundProps } from './blocks/NotFoundProps.ts'
import type { OfferClaimFormProps } from './blocks/OfferClaimFormProps.ts'
import type { OfferCountdownProps } from './blocks/OfferCountdownProps.ts'
import type { PackageTablesProps } from './blocks/PackageTablesProps.ts'
import type { PagePlaceholderProps } from './blocks/PagePlaceholderProps.ts'
import type { PartnerDirectoryProps } from './blocks/PartnerDirectoryProps.ts'
import type { ProductCardsProps } from './blocks/ProductCardsProps.ts'
import type { PromoRibbonProps } from './blocks/PromoRibbonProps.ts'
import type { ReviewsCarouselProps } from './blocks/ReviewsCarouselProps.ts'
import type { SchedulingPickerProps } from './blocks/SchedulingPickerProps.ts'
import type { SelectableCardsProps } from './blocks/SelectableCardsProps.ts'
import type { ShareButtonsProps } from './blocks/ShareButtonsProps.ts'
import type { ShopCartProps } from './blocks/ShopCartProps.ts'
import type { ShopCustomizePackageProps } from './blocks/ShopCustomizePackageProps.ts'
import type { ShopErrorModalProps } from './blocks/ShopErrorModalProps.ts'
import type { ShopProductDetailProps } from './blocks/ShopProductDetailProps.ts'
import type { ShopProductListProps } from './blocks/ShopProductListProps.ts'
import type { ShopProductSectionProps } from './blocks/ShopProductSectionProps.ts'
import type { ShopZipHeroProps } from './blocks/ShopZipHeroProps.ts'
import type { SiteFooterProps } from './blocks/SiteFooterProps.ts'
import type { SiteHeaderProps } from './blocks/SiteHeaderProps.ts'
import type { SitemapListProps } from './blocks/SitemapListProps.ts'
import type { StatsBandProps } from './blocks/StatsBandProps.ts'
import type { SupportWaysProps } from './blocks/SupportWaysProps.ts'
import type { TermsSectionsProps } from './blocks/TermsSectionsProps.ts'
import type { TextSectionProps } from './blocks/TextSectionProps.ts'
import type { TrustBadgesProps } from './blocks/TrustBadgesProps.ts'
import type { VideoLightboxProps } from './blocks/VideoLightboxProps.ts'

/** Every block type (a folder under blocks/ with a schema.json) and the type of its props. */
export interface BlockPropsByType {
  AccountOverview: AccountOverviewProps
  AssessmentContact: AssessmentContactProps
  AssessmentQuestions: AssessmentQuestionsProps
  AssessmentReview: AssessmentReviewProps
  AssessmentStart: AssessmentStartProps
  BlogIndex: BlogIndexProps
  BlogPost: BlogPostProps
  ChatBubble: ChatBubbleProps
  CheckoutHelpLine: CheckoutHelpLineProps
  CheckoutOrderSummary: CheckoutOrderSummaryProps
  ContentDocument: ContentDocumentProps
  ContentFaqs: ContentFaqsProps
  CtaBand: CtaBandProps
  ErrorMessage: ErrorMessageProps
  FaqAccordion: FaqAccordionProps
  FeatureGrid: FeatureGridProps
  HelpArticle: HelpArticleProps
  HelpArticleList: HelpArticleListProps
  HelpAssistant: HelpAssistantProps
  HelpCenterHome: HelpCenterHomeProps
  HelpSearchResults: HelpSearchResultsProps
  HelpSignIn: HelpSignInProps
  Hero: HeroProps
  HowItWorksSteps: HowItWorksStepsProps
  LeadForm: LeadFormProps
  LegalBlock: LegalBlockProps
  LocationPage: LocationPageProps
  ManagementTeam: ManagementTeamProps
  MediaText: MediaTextProps
  MoveRequest: MoveRequestProps
  NotFound: NotFoundProps
  OfferClaimForm: OfferClaimFormProps
  OfferCountdown: OfferCountdownProps
  PackageTables: PackageTablesProps
  PagePlaceholder: PagePlaceholderProps
  PartnerDirectory: PartnerDirectoryProps
  ProductCards: ProductCardsProps
  PromoRibbon: PromoRibbonProps
  ReviewsCarousel: ReviewsCarouselProps
  SchedulingPicker: SchedulingPickerProps
  SelectableCards: SelectableCardsProps
  ShareButtons: ShareButtonsProps
  ShopCart: ShopCartProps
  ShopCustomizePackage: ShopCustomizePackageProps
  ShopErrorModal: ShopErrorModalProps
  ShopProductDetail: ShopProductDetailProps
  ShopProductList: ShopProductListProps
  ShopProductSection: ShopProductSectionProps
  ShopZipHero: ShopZipHeroProps
  SiteFooter: SiteFooterProps
  SiteHeader: SiteHeaderProps
  SitemapList: SitemapListProps
  StatsBand: StatsBandProps
  SupportWays: SupportWaysProps
  TermsSections: TermsSectionsProps
  TextSection: TextSectionProps
  TrustBadges: TrustBadgesProps
  VideoLightbox: VideoLightboxProps
}
