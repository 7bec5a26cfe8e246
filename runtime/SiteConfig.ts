import type { BlockConfig, RouteConfig, RoutesConfig } from '../schemas/generated/routes.ts'
import type { SectionsConfig } from '../schemas/generated/sections.ts'
import type { PartnersConfig } from '../schemas/generated/partners.ts'
import type { BrandConfig } from '../schemas/generated/brand.ts'
import type { PhonesConfig } from '../schemas/generated/phones.ts'
import type { HoursConfig } from '../schemas/generated/hours.ts'
import type { LayoutsConfig } from '../schemas/generated/layouts.ts'
import type { NavigationConfig } from '../schemas/generated/navigation.ts'
import type { FormsConfig } from '../schemas/generated/forms.ts'
import type { OffersConfig } from '../schemas/generated/offers.ts'
import type { ConstantsConfig } from '../schemas/generated/constants.ts'
import type { AssessmentQuestionsConfig } from '../schemas/generated/assessmentQuestions.ts'
import type { AssessmentCatalogueConfig } from '../schemas/generated/assessmentCatalogue.ts'
import type { RequiredBlocksConfig } from '../schemas/generated/requiredBlocks.ts'
import type { ClaimsConfig } from '../schemas/generated/claims.ts'
import type { PricePromotionsConfig } from '../schemas/generated/pricePromotions.ts'

/** A route as the runtime reads it: shared sections and the inherited block list resolved (runtime/config/composeRoutes.ts). */
export type ComposedRoute = Omit<RouteConfig, 'extends' | 'blocks'> & { blocks: BlockConfig[] }

/** routes.json after composition. */
export type ComposedRoutesConfig = Omit<RoutesConfig, 'routes'> & { routes: ComposedRoute[] }

/** Every config file of the site, parsed and valid against its schema; routes composed. */
export interface SiteConfig {
  routes: ComposedRoutesConfig
  sections: SectionsConfig
  partners: PartnersConfig
  brand: BrandConfig
  phones: PhonesConfig
  hours: HoursConfig
  layouts: LayoutsConfig
  navigation: NavigationConfig
  forms: FormsConfig
  constants: ConstantsConfig
  assessmentQuestions: AssessmentQuestionsConfig
  assessmentCatalogue: AssessmentCatalogueConfig
  offers: OffersConfig
  requiredBlocks: RequiredBlocksConfig
  claims: ClaimsConfig
  pricePromotions: PricePromotionsConfig
}

export type SiteConfigKey = keyof SiteConfig
