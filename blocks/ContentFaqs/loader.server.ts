import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { ContentFaqsProps } from '../../schemas/generated/blocks/ContentFaqsProps.ts'
import { plainText } from '../../services/content/index.ts'
import type { ContentFaqsData } from './data.ts'

/** FAQs grouped in editor order; `groups` in props picks and orders the groups a page shows. */
export const load: BlockLoader<ContentFaqsProps, ContentFaqsData> = async ({ props, services }) => {
  const faqs = [...(await services.content.faqs())].sort((a, b) => a.order - b.order)
  const names = props.groups ?? [...new Set(faqs.map((f) => f.group))]
  return {
    groups: names
      .map((name) => ({
        name,
        faqs: faqs
          .filter((f) => f.group === name)
          .map((f) => ({ id: f.id, question: f.question, answer: f.answer, answerText: plainText(f.answer) })),
      }))
      .filter((group) => group.faqs.length > 0),
  }
}
