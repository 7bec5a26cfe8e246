import type { SiteConfig } from '../SiteConfig.ts'
import type { IssueSink } from './IssueSink.ts'

const QUESTIONS_FILE = 'site-config/assessment/questions.json'
const CATALOGUE_MAP_FILE = 'site-config/assessment/catalogue.json'

/**
 * The assessment checks no schema can make: option ids are unique across the questionnaire (answers are
 * stored by option id), and every device type an answer calls for names a catalogue product in
 * site-config/assessment/catalogue.json. That those products exist in the catalogue is checked against
 * the catalogue files (server/catalogue/checkAssessmentCatalogue.server.ts).
 */
export function checkAssessment(
  config: Pick<SiteConfig, 'assessmentQuestions' | 'assessmentCatalogue'>,
  report: IssueSink,
): void {
  const mapped = Object.keys(config.assessmentCatalogue.needProducts)
  const questionIds = new Set<string>()
  const optionIds = new Set<string>()
  config.assessmentQuestions.questions.forEach((question, q) => {
    if (questionIds.has(question.id))
      report(QUESTIONS_FILE, ['questions', q, 'id'], 'duplicate question id', question.id)
    questionIds.add(question.id)
    question.options.forEach((option, o) => {
      const at = ['questions', q, 'options', o]
      if (optionIds.has(option.id))
        report(
          QUESTIONS_FILE,
          [...at, 'id'],
          'duplicate option id; option ids must be unique across all questions',
          option.id,
        )
      optionIds.add(option.id)
      ;(option.needs ?? []).forEach((need, n) => {
        if (!mapped.includes(need.type)) {
          report(
            QUESTIONS_FILE,
            [...at, 'needs', n, 'type'],
            `no catalogue product for this type in ${CATALOGUE_MAP_FILE} needProducts; known types: ${[...mapped].sort().join(', ')}`,
            need.type,
          )
        }
      })
    })
  })
}
