import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { HelpAssistantProps } from '../../schemas/generated/blocks/HelpAssistantProps.ts'
import type { HelpAssistantData } from './data.ts'

export const load: BlockLoader<HelpAssistantProps, HelpAssistantData> = async ({
  props,
  context,
  services,
  setMeta,
}) => {
  const question = context.query.q?.trim()
  if (!question) return { question: null, answers: [] }
  const assistant = await services.content.assistant()
  setMeta?.({ robots: 'noindex,follow' })
  return { question, answers: assistant.answer(question, props.maxArticles, props.maxPassages) }
}
