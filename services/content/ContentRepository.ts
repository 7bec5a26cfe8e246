import type {
  BlogPost,
  CollectionName,
  ContentCollections,
  ContentSource,
  Faq,
  HelpArticle,
  HelpCategory,
  HelpSection,
  LegalDocument,
  LocationCity,
  LocationState,
  QuickLink,
  TeamMember,
  TermsSection,
} from './types.ts'
import { StaleWhileErrorCache } from './cache.ts'
import { ArticleSearch } from './search.ts'
import { HelpAssistant } from './assistant.ts'

/**
 * Where the last good content outlives the process: written after each successful fetch, read when the
 * source fails before anything was cached (a cold start while the CMS is down).
 */
export interface ContentSnapshot {
  load<K extends CollectionName>(name: K): Promise<ContentCollections[K] | null>
  save<K extends CollectionName>(name: K, items: ContentCollections[K]): Promise<void>
}

export interface RepositoryOptions {
  ttlMs: number
  snapshot?: ContentSnapshot
  retryAfterErrorMs?: number
  now?: () => number
  log?: (message: string, error: unknown) => void
}

/**
 * The site's one way to read content, whatever the source: each collection is fetched once, kept for
 * the configured time-to-live, and served stale when the source fails. Lookups are plain functions of
 * the collections, so they behave the same for Strapi and for the local files.
 */
export class ContentRepository {
  private readonly cache: StaleWhileErrorCache
  // Indexes are rebuilt only when the article list they were built from is replaced.
  private searchFor: { articles: HelpArticle[]; search: ArticleSearch; assistant: HelpAssistant } | null = null

  private readonly log: (message: string, error: unknown) => void
  private readonly snapshot: ContentSnapshot | undefined

  constructor(
    readonly source: ContentSource,
    options: RepositoryOptions,
  ) {
    const log = (this.log = options.log ?? ((message, error) => console.error(message, error)))
    this.snapshot = options.snapshot
    this.cache = new StaleWhileErrorCache({
      ttlMs: options.ttlMs,
      retryAfterErrorMs: options.retryAfterErrorMs,
      now: options.now,
      onStale: (key, error) =>
        log(`content: ${source.label} failed to refresh ${key}; serving the last good content`, error),
    })
  }

  collection<K extends CollectionName>(name: K): Promise<ContentCollections[K]> {
    return this.cache.get(name, () => this.fetchFresh(name))
  }

  private async fetchFresh<K extends CollectionName>(name: K): Promise<ContentCollections[K]> {
    try {
      const items = await this.source.fetch(name)
      this.snapshot
        ?.save(name, items)
        .catch((error: unknown) => this.log(`content: could not save the snapshot of ${name}`, error))
      return items
    } catch (error) {
      // Nothing in memory yet: the snapshot from an earlier run (or the build) is the last good content.
      const saved = await this.snapshot?.load(name).catch(() => null)
      if (!saved) throw error
      this.log(`content: ${this.source.label} failed to fetch ${name}; serving the saved snapshot`, error)
      return saved
    }
  }

  // Help center

  categories(): Promise<HelpCategory[]> {
    return this.collection('helpCategories')
  }

  async category(slug: string): Promise<HelpCategory | null> {
    return (await this.categories()).find((c) => c.slug === slug) ?? null
  }

  async sectionsOf(categorySlug: string): Promise<HelpSection[]> {
    return (await this.collection('helpSections')).filter((s) => s.categorySlug === categorySlug)
  }

  async section(slug: string): Promise<HelpSection | null> {
    return (await this.collection('helpSections')).find((s) => s.slug === slug) ?? null
  }

  articles(): Promise<HelpArticle[]> {
    return this.collection('helpArticles')
  }

  async article(slugOrId: string): Promise<HelpArticle | null> {
    const articles = await this.articles()
    return (
      articles.find((a) => a.slug === slugOrId) ??
      articles.find((a) => a.legacyId === slugOrId || a.id === slugOrId) ??
      null
    )
  }

  async articlesWhere(filter: {
    categorySlug?: string
    sectionSlug?: string
    feature?: boolean
  }): Promise<HelpArticle[]> {
    return (await this.articles()).filter(
      (a) =>
        (filter.categorySlug === undefined || a.categorySlug === filter.categorySlug) &&
        (filter.sectionSlug === undefined || a.sectionSlug === filter.sectionSlug) &&
        (filter.feature === undefined || a.feature === filter.feature),
    )
  }

  async quickLinks(categorySlug?: string): Promise<QuickLink[]> {
    const links = await this.collection('quickLinks')
    return categorySlug === undefined ? links : links.filter((q) => q.categorySlug === categorySlug)
  }

  async search(): Promise<ArticleSearch> {
    return (await this.indexes()).search
  }

  async assistant(): Promise<HelpAssistant> {
    return (await this.indexes()).assistant
  }

  private async indexes() {
    const articles = await this.articles()
    if (this.searchFor?.articles !== articles) {
      this.searchFor = { articles, search: new ArticleSearch(articles), assistant: new HelpAssistant(articles) }
    }
    return this.searchFor
  }

  // Blog, company, legal

  blogPosts(): Promise<BlogPost[]> {
    return this.collection('blogPosts')
  }

  async blogPost(slug: string): Promise<BlogPost | null> {
    return (await this.blogPosts()).find((p) => p.slug === slug) ?? null
  }

  faqs(): Promise<Faq[]> {
    return this.collection('faqs')
  }

  teamMembers(): Promise<TeamMember[]> {
    return this.collection('teamMembers')
  }

  async document(slug: string): Promise<LegalDocument | null> {
    return (await this.collection('legalDocuments')).find((d) => d.slug === slug) ?? null
  }

  termsSections(): Promise<TermsSection[]> {
    return this.collection('termsSections')
  }

  // Locations

  states(): Promise<LocationState[]> {
    return this.collection('locationStates')
  }

  async location(
    stateSlug: string,
    citySlug?: string,
  ): Promise<{ state: LocationState; city: LocationCity | null } | null> {
    const state = (await this.states()).find((s) => s.slug === stateSlug)
    if (!state) return null
    if (citySlug === undefined) return { state, city: null }
    const city = state.cities.find((c) => c.slug === citySlug)
    return city ? { state, city } : null
  }
}
