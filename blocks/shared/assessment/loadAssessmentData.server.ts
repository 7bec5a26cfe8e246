import type { BlockServices } from '../../../runtime/render/BlockServices.ts'
import { recommendationCatalogue } from '../../../services/assessment/index.ts'
import type { AssessmentBlockData } from './assessmentData.ts'

/**
 * The questionnaire, and the packages and devices of the catalogue the assessment's "Shop this package"
 * link opens (the default catalogue of /shop), mapped through site-config/assessment/catalogue.json.
 */
export async function loadAssessmentData({
  catalogue: catalogues,
  settings,
}: BlockServices): Promise<AssessmentBlockData> {
  const { assessmentQuestions, assessmentCatalogue } = settings.config
  const catalogId = settings.shop.defaultCatalogId
  const catalogue = await catalogues.catalogue(catalogId)
  if (!catalogue)
    throw new Error(
      `the assessment's catalogue "${catalogId}" (site-config/catalog/shop.json defaultCatalogId) does not exist`,
    )
  return {
    questions: assessmentQuestions.questions,
    ...recommendationCatalogue(catalogue, assessmentCatalogue.needProducts),
  }
}
