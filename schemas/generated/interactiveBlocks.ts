/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from the `interactive` of each block definition (blocks/<Type>/index.ts); edit the definition and run it again.
 */

import type { BlockModules } from '../../runtime/render/blockModules.ts'

/** The code of every interactive block type: what the browser's island loader may hydrate. */
export const interactiveBlocks = {
  AccountOverview: () => import('../../blocks/AccountOverview/index.ts'),
  AssessmentContact: () => import('../../blocks/AssessmentContact/index.ts'),
  AssessmentQuestions: () => import('../../blocks/AssessmentQuestions/index.ts'),
  AssessmentReview: () => import('../../blocks/AssessmentReview/index.ts'),
  AssessmentStart: () => import('../../blocks/AssessmentStart/index.ts'),
  ChatBubble: () => import('../../blocks/ChatBubble/index.ts'),
  CheckoutHelpLine: () => import('../../blocks/CheckoutHelpLine/index.ts'),
  CheckoutOrderSummary: () => import('../../blocks/CheckoutOrderSummary/index.ts'),
  CtaBand: () => import('../../blocks/CtaBand/index.ts'),
  FaqAccordion: () => import('../../blocks/FaqAccordion/index.ts'),
  HelpSignIn: () => import('../../blocks/HelpSignIn/index.ts'),
  Hero: () => import('../../blocks/Hero/index.ts'),
  LeadForm: () => import('../../blocks/LeadForm/index.ts'),
  LocationPage: () => import('../../blocks/LocationPage/index.ts'),
  NotFound: () => import('../../blocks/NotFound/index.ts'),
  OfferClaimForm: () => import('../../blocks/OfferClaimForm/index.ts'),
  OfferCountdown: () => import('../../blocks/OfferCountdown/index.ts'),
  PackageTables: () => import('../../blocks/PackageTables/index.ts'),
  PagePlaceholder: () => import('../../blocks/PagePlaceholder/index.ts'),
  ReviewsCarousel: () => import('../../blocks/ReviewsCarousel/index.ts'),
  SchedulingPicker: () => import('../../blocks/SchedulingPicker/index.ts'),
  SelectableCards: () => import('../../blocks/SelectableCards/index.ts'),
  ShareButtons: () => import('../../blocks/ShareButtons/index.ts'),
  ShopCart: () => import('../../blocks/ShopCart/index.ts'),
  ShopCustomizePackage: () => import('../../blocks/ShopCustomizePackage/index.ts'),
  ShopErrorModal: () => import('../../blocks/ShopErrorModal/index.ts'),
  ShopProductDetail: () => import('../../blocks/ShopProductDetail/index.ts'),
  ShopProductList: () => import('../../blocks/ShopProductList/index.ts'),
  ShopProductSection: () => import('../../blocks/ShopProductSection/index.ts'),
  ShopZipHero: () => import('../../blocks/ShopZipHero/index.ts'),
  SiteFooter: () => import('../../blocks/SiteFooter/index.ts'),
  SiteHeader: () => import('../../blocks/SiteHeader/index.ts'),
  SupportWays: () => import('../../blocks/SupportWays/index.ts'),
  TermsSections: () => import('../../blocks/TermsSections/index.ts'),
  VideoLightbox: () => import('../../blocks/VideoLightbox/index.ts'),
} satisfies BlockModules
