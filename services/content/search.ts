import MiniSearch from 'minisearch'
import type { HelpArticle } from './types.ts'
import { plainText } from './richText.ts'
import { type HighlightSegment, highlight, snippetAround } from './highlight.ts'
import { paginate } from './pagination.ts'
import { searchTerm } from './searchTerms.ts'

export interface SearchHit {
  slug: string
  title: HighlightSegment[]
  snippet: HighlightSegment[]
  categorySlug: string
  score: number
}

export interface SearchPage {
  query: string
  hits: SearchHit[]
  total: number
  page: number
  totalPages: number
}

interface IndexedArticle {
  id: string
  title: string
  summary: string
  tags: string
  keywords: string
  body: string
}

/**
 * Full-text search over help articles (MiniSearch): titles weigh most, then the editors' search keywords, then
 * tags and summaries, then bodies. Every word is indexed and searched by its stem (searchTerm: "beeping" meets
 * "beeps"), matches by prefix ("cam" finds "camera") and with typos ("camra"), so a customer finds the article
 * without knowing its exact wording (seventh walkthrough E7: "beeping" found nothing).
 */
export class ArticleSearch {
  private readonly index: MiniSearch<IndexedArticle>
  private readonly articles: Map<string, HelpArticle>
  private readonly bodies = new Map<string, string>()

  constructor(articles: readonly HelpArticle[]) {
    this.articles = new Map(articles.map((article) => [article.slug, article]))
    this.index = new MiniSearch<IndexedArticle>({
      fields: ['title', 'summary', 'tags', 'keywords', 'body'],
      processTerm: searchTerm,
      searchOptions: {
        boost: { title: 4, keywords: 3, tags: 2, summary: 2, body: 1 },
        prefix: (term) => term.length >= 3,
        fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
        combineWith: 'AND',
      },
    })
    const documents = articles.map((article) => {
      const body = plainText(article.body)
      this.bodies.set(article.slug, asSentences(body))
      return {
        id: article.slug,
        title: article.title,
        summary: article.summary,
        tags: article.tags.join(' '),
        keywords: article.keywords.join(' '),
        body,
      }
    })
    this.index.addAll(documents)
  }

  /** Every matching article, best first; when no article has all the words, those with any of them. */
  search(query: string): Array<{ slug: string; score: number; terms: string[] }> {
    const trimmed = query.trim()
    if (!trimmed) return []
    let results = this.index.search(trimmed)
    if (results.length === 0) results = this.index.search(trimmed, { combineWith: 'OR' })
    return results.map((result) => ({ slug: String(result.id), score: result.score, terms: result.terms }))
  }

  /** One page of results, each with its title and a snippet marked where the words matched. */
  searchPage(query: string, page: number, perPage: number): SearchPage {
    const slice = paginate(this.search(query), page, perPage)
    const hits = slice.items.map(({ slug, score, terms }) => {
      const article = this.articles.get(slug)!
      // The matched terms are stems: a word of the text is marked when its stem is one of them.
      const matched = new Set(terms)
      const body = `${asSentences(article.summary)} ${this.bodies.get(slug) ?? ''}`
      return {
        slug,
        title: highlight(article.title, matched),
        snippet: highlight(snippetAround(body, matched), matched),
        categorySlug: article.categorySlug,
        score,
      }
    })
    return { query: query.trim(), hits, total: slice.total, page: slice.page, totalPages: slice.totalPages }
  }
}

/** Headings and list items as sentences, so a snippet reads "Choose a spot. Place the camera…". */
function asSentences(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => (/[.!?:;…]$/.test(line) ? line : `${line}.`))
    .join(' ')
}
