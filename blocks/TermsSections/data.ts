import type { RichText } from '../../services/content/index.ts'

export interface TermsSectionsData {
  sections: Array<{ anchor: string; title: string; body: RichText }>
  /** The section `?termsSection=` selects, when it names one. */
  selected: string | null
}
