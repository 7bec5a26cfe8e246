import type { SearchHit, SearchPage } from '../../services/content/index.ts'

export type HelpSearchHit = SearchHit & { categoryName: string }

export interface HelpSearchResultsData {
  /** Null when no query was given: the page shows the search form and a prompt. */
  results: (Omit<SearchPage, 'hits'> & { hits: HelpSearchHit[] }) | null
  /** When nothing matched: the editor's most useful articles (props.noResults), as links; else empty. */
  suggestions: Array<{ label: string; href: string }>
}
