import type { AssistantAnswer } from '../../services/content/index.ts'

export interface HelpAssistantData {
  question: string | null
  answers: AssistantAnswer[]
}
