import type { SiteConfig } from '../SiteConfig.ts'
import type { IssueSink } from './IssueSink.ts'

const QUESTIONS_FILE = 'site-config/assessment/questions.json'
const RECOMMENDATIONS_FILE = 'site-config/assessment/recommendations.json'

/**
 * The assessment checks no schema can make: option ids are unique across the questionnaire (answers are
 * stored by option id), every device an answer calls for can be covered by a package or an add-on, and
 * package and device ids are unique (they go into the shop link).
 */
export function checkAssessment(config: Pick<SiteConfig, 'assessmentQuestions' | 'assessmentRecommendations'>, report: IssueSink): void {
  const { packages, devices } = config.assessmentRecommendations
  const coverable = new Set([...packages.flatMap((pkg) => pkg.items.map((item) => item.type)), ...devices.map((device) => device.type)])
  const questionIds = new Set<string>()
  const optionIds = new Set<string>()
  config.assessmentQuestions.questions.forEach((question, q) => {
    if (questionIds.has(question.id)) report(QUESTIONS_FILE, ['questions', q, 'id'], 'duplicate question id', question.id)
    questionIds.add(question.id)
    question.options.forEach((option, o) => {
      const at = ['questions', q, 'options', o]
      if (optionIds.has(option.id)) report(QUESTIONS_FILE, [...at, 'id'], 'duplicate option id; option ids must be unique across all questions', option.id)
      optionIds.add(option.id)
      ;(option.needs ?? []).forEach((need, n) => {
        if (!coverable.has(need.type)) {
          report(QUESTIONS_FILE, [...at, 'needs', n, 'type'], `no package item or device in ${RECOMMENDATIONS_FILE} has this type; known types: ${[...coverable].sort().join(', ')}`, need.type)
        }
      })
    })
  })
  const seen = new Set<string>()
  packages.forEach((pkg, p) => {
    if (seen.has(pkg.id)) report(RECOMMENDATIONS_FILE, ['packages', p, 'id'], 'duplicate package id', pkg.id)
    seen.add(pkg.id)
  })
  seen.clear()
  devices.forEach((device, d) => {
    if (seen.has(device.id)) report(RECOMMENDATIONS_FILE, ['devices', d, 'id'], 'duplicate device id', device.id)
    seen.add(device.id)
  })
}
