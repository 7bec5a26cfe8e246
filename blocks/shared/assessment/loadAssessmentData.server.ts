import type { SiteRuntime } from '../../../runtime/SiteRuntime.ts'
import { sharedCatalogueClient } from '../../../server/catalogue/catalogueClient.server.ts'
import { loadShopSettings } from '../../../server/catalogue/shopSettings.server.ts'
import { recommendationCatalogue } from '../../../services/assessment/index.ts'
import type { AssessmentBlockData } from './assessmentData.ts'

/**
 * The questionnaire, and the packages and devices of the catalogue the assessment's "Shop this package"
 * link opens (the default catalogue of /shop), mapped through site-config/assessment/catalogue.json.
 */
export async function loadAssessmentData(runtime: SiteRuntime): Promise<AssessmentBlockData> {
  const { assessmentQuestions, assessmentCatalogue } = runtime.config
  const catalogId = loadShopSettings().defaultCatalogId
  const catalogue = await sharedCatalogueClient().catalogue(catalogId)
  if (!catalogue)
    throw new Error(
      `the assessment's catalogue "${catalogId}" (site-config/catalog/shop.json defaultCatalogId) does not exist`,
    )
  return {
    questions: assessmentQuestions.questions,
    ...recommendationCatalogue(catalogue, assessmentCatalogue.needProducts),
  }
}
