import type { QuestionLike } from '../../services/assessment/index.ts'
import { fillTemplate } from '../shared/fillTemplate.ts'

interface ReasonTexts {
  becauseText: string
  reasonLineText: string
}

interface PackageItemTexts {
  inPackageText: string
  spareText: string
}

/** What the review reads of an option: its reason, and its needs with where each goes (questions.json). */
interface ReasonOption {
  id: string
  label?: string
  because?: string
  needs?: ReadonlyArray<{ type: string; quantity: number; for?: string }>
}

/**
 * Why a device type is recommended, in the visitor's words, as short lines rather than one run-on sentence
 * (fifth walkthrough, D13). One answer asking for it gives one line, "because you said you want smoke and fire
 * alerts". Several give one line each, with how many each asks for and where they go (the need's `for`, else the
 * answer's `because`): "3 for your 3 outside doors", "1 on the overhead door of your attached garage". Empty when
 * no answer asks for it.
 */
export function deviceReasons(
  type: string,
  reasons: Readonly<Record<string, string[]>>,
  questions: readonly QuestionLike[],
  texts: ReasonTexts,
): string[] {
  const optionIds = [...new Set(reasons[type] ?? [])]
  const options = new Map<string, ReasonOption>(
    questions.flatMap((question) => question.options as ReasonOption[]).map((option) => [option.id, option]),
  )
  const because = (option: ReasonOption | undefined, id: string) =>
    fillTemplate(texts.becauseText, { reasons: option?.because ?? option?.label ?? id })
  if (optionIds.length === 1) return [because(options.get(optionIds[0]!), optionIds[0]!)]
  return optionIds.map((id) => {
    const option = options.get(id)
    const needs = option?.needs?.filter((need) => need.type === type) ?? []
    const quantity = needs.reduce((sum, need) => sum + need.quantity, 0)
    const where = needs.find((need) => need.for)?.for
    return fillTemplate(texts.reasonLineText, { quantity, reason: where ?? because(option, id) })
  })
}

/**
 * The lines under a device the package includes: its reasons, and how many more the package brings than the
 * answers ask for ("2 more in the package, to place where you like"), so the lines account for every unit; a
 * device no answer asked for says it comes with the package, so no line is left without a word.
 */
export function packageItemReasons(reasons: readonly string[], spare: number, texts: PackageItemTexts): string[] {
  if (reasons.length === 0) return [texts.inPackageText]
  return spare > 0 ? [...reasons, fillTemplate(texts.spareText, { spare })] : [...reasons]
}
