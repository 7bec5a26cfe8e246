import type { RichText } from '../../services/content/index.ts'

export interface ContentFaqsData {
  groups: Array<{ name: string; faqs: Array<{ id: string; question: string; answer: RichText; answerText: string }> }>
}
