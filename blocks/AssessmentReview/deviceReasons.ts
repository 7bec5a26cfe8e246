import type { QuestionLike } from '../../services/assessment/index.ts'
import { fillTemplate } from '../shared/fillTemplate.ts'

interface ReasonTexts {
  becauseText: string
  andText: string
}

/** "a, b and c" */
function joinReasons(reasons: readonly string[], and: string): string {
  if (reasons.length <= 1) return reasons.join('')
  return `${reasons.slice(0, -1).join(', ')} ${and} ${reasons.at(-1)}`
}

/**
 * Why a device type is recommended, in the visitor's words: "because you said you have 3 outside doors and you
 * have an attached garage". Each answer's `because` (its label when it has none); null when no answer asks for it.
 */
export function deviceReason(
  type: string,
  reasons: Readonly<Record<string, string[]>>,
  questions: readonly QuestionLike[],
  texts: ReasonTexts,
): string | null {
  const optionIds = reasons[type]
  if (!optionIds?.length) return null
  const options = new Map(
    questions.flatMap((question) => question.options).map((option) => [option.id, option] as const),
  )
  const phrases = [
    ...new Set(
      optionIds.map((id) => {
        const option = options.get(id) as { because?: string; label?: string } | undefined
        return option?.because ?? option?.label ?? id
      }),
    ),
  ]
  return fillTemplate(texts.becauseText, { reasons: joinReasons(phrases, texts.andText) })
}
