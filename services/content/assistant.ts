import MiniSearch from 'minisearch'
import type { HelpArticle } from './types.ts'
import { passages } from './richText.ts'
import { type HighlightSegment, highlight } from './highlight.ts'
import { searchTerm } from './searchTerms.ts'

export interface AssistantPassage {
  heading: string | null
  anchor: string | null
  text: HighlightSegment[]
}

export interface AssistantAnswer {
  articleSlug: string
  articleTitle: string
  passages: AssistantPassage[]
  score: number
}

interface IndexedPassage {
  id: number
  articleSlug: string
  articleTitle: string
  heading: string
  text: string
  anchor: string | null
}

/**
 * Answers a question in plain words with the help articles that best answer it and the passages that
 * matter, by retrieval over article passages (each paragraph or list under its heading). No language
 * model: every sentence shown is an editor's, quoted from an article, with a link to read the rest.
 */
export class HelpAssistant {
  private readonly index: MiniSearch<IndexedPassage>
  private readonly byId = new Map<number, IndexedPassage>()

  constructor(articles: readonly HelpArticle[]) {
    this.index = new MiniSearch<IndexedPassage>({
      fields: ['articleTitle', 'heading', 'text'],
      storeFields: [],
      processTerm: searchTerm,
      searchOptions: {
        boost: { articleTitle: 2, heading: 1.5, text: 1 },
        prefix: (t) => t.length >= 4,
        fuzzy: (t) => (t.length >= 5 ? 0.2 : false),
        combineWith: 'OR',
      },
    })
    let id = 0
    for (const article of articles) {
      for (const passage of passages(article.body)) {
        const entry = {
          id: id++,
          articleSlug: article.slug,
          articleTitle: article.title,
          heading: passage.heading ?? '',
          text: passage.text,
          anchor: passage.anchor,
        }
        this.byId.set(entry.id, entry)
      }
    }
    this.index.addAll([...this.byId.values()])
  }

  /** The best `maxArticles` articles for the question, each with its best `maxPassages` passages, best first. */
  answer(question: string, maxArticles = 3, maxPassages = 2): AssistantAnswer[] {
    const results = this.index.search(question.trim())
    const grouped = new Map<
      string,
      { title: string; score: number; passages: Array<{ entry: IndexedPassage; terms: string[] }> }
    >()
    for (const result of results) {
      const entry = this.byId.get(Number(result.id))!
      const group = grouped.get(entry.articleSlug) ?? { title: entry.articleTitle, score: 0, passages: [] }
      // An article ranks by its best passage, with a little credit for further matching passages.
      group.score += group.passages.length === 0 ? result.score : result.score * 0.25
      if (group.passages.length < maxPassages) group.passages.push({ entry, terms: result.terms })
      grouped.set(entry.articleSlug, group)
    }
    return [...grouped]
      .sort((a, b) => b[1].score - a[1].score)
      .slice(0, maxArticles)
      .map(([articleSlug, group]) => ({
        articleSlug,
        articleTitle: group.title,
        score: group.score,
        passages: group.passages.map(({ entry, terms }) => ({
          heading: entry.heading || null,
          anchor: entry.anchor,
          text: highlight(entry.text, new Set(terms)),
        })),
      }))
  }
}
