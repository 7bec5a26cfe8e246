import type { RichText } from '../../services/content/index.ts'

export interface ContentDocumentData {
  title: string
  body: RichText
  updatedAt: string
  kind: 'legal' | 'company'
}
