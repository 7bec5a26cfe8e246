import type { RichText } from '../../services/content/index.ts'
import type { HelpfulOutcome } from './helpfulVote.ts'

export interface HelpArticleData {
  /** Null on /help-center/articlebyid without an id: the page asks the reader to pick an article. */
  article: { slug: string; title: string; summary: string; body: RichText; updatedAt: string } | null
  category: { slug: string; name: string } | null
  section: { slug: string; name: string } | null
  toc: Array<{ anchor: string; text: string }>
  related: Array<{ slug: string; title: string }>
  siteUrl: string
  publisher: string
  /** The answer the reader just gave to "Was this article helpful?" (`?helpful=`), or null before one. */
  helpfulOutcome: HelpfulOutcome | null
}
