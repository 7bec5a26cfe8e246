/** A run of text with Strapi's inline modifiers. */
export interface TextNode {
  type: 'text'
  text: string
  bold?: boolean
  italic?: boolean
  underline?: boolean
  strikethrough?: boolean
  code?: boolean
}

export interface LinkNode {
  type: 'link'
  url: string
  children: TextNode[]
}

export type InlineNode = TextNode | LinkNode

export interface ListItemNode {
  type: 'list-item'
  children: InlineNode[]
}

export interface ListNode {
  type: 'list'
  format: 'ordered' | 'unordered'
  children: Array<ListItemNode | ListNode>
}

export interface ImageNode {
  type: 'image'
  image: {
    url: string
    alternativeText?: string | null
    caption?: string | null
    width: number
    height: number
    name?: string
  }
  children: [TextNode]
}

/** One top-level node of Strapi's "blocks" rich text (the JSON its Blocks field stores and its APIs return). */
export type RichTextNode =
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'quote'; children: InlineNode[] }
  | { type: 'code'; children: InlineNode[] }
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: InlineNode[] }
  | ListNode
  | ImageNode

export type RichText = RichTextNode[]

/** An image as Strapi's media library describes it; width and height are always known. */
export interface ContentImage {
  url: string
  alternativeText: string
  width: number
  height: number
}

export interface HelpCategory {
  id: string
  slug: string
  name: string
  description: string
  order: number
}

export interface HelpSection {
  id: string
  slug: string
  name: string
  description: string
  categorySlug: string
  order: number
}

export interface HelpArticle {
  id: string
  slug: string
  /** The short numeric id older links use (/help-center/articlebyid?id=1042). */
  legacyId: string
  title: string
  summary: string
  body: RichText
  categorySlug: string
  sectionSlug: string
  tags: string[]
  /**
   * Words customers search with that the article's text may not use ("beeping", "low battery"): weighed by the
   * help search, shown nowhere (tags are the section pages' quick filters).
   */
  keywords: string[]
  /** Shown on /help-center/features: guides to features, not fixes. */
  feature: boolean
  updatedAt: string
}

export interface QuickLink {
  id: string
  slug: string
  label: string
  categorySlug: string
  articleSlug: string
  order: number
}

export interface BlogPost {
  id: string
  slug: string
  title: string
  excerpt: string
  body: RichText
  author: string
  /** The post's date, YYYY-MM-DD: Strapi's `date` field (which re-publishing leaves alone). */
  publishedAt: string
  /** Minutes to read it, counted from the body's words (readingTime.ts), never typed into the content. */
  readMinutes: number
  cover: ContentImage | null
}

export interface Faq {
  id: string
  question: string
  answer: RichText
  group: string
  order: number
}

export interface TeamMember {
  id: string
  slug: string
  name: string
  role: string
  bio: RichText
  photo: ContentImage | null
  order: number
}

/** A page-length document: the legal pages, and company pages such as about-us and sustainability. */
export interface LegalDocument {
  id: string
  slug: string
  title: string
  summary: string
  kind: 'legal' | 'company'
  body: RichText
  updatedAt: string
}

/** One section of the terms page, addressed by its anchor (`?termsSection=_FreeProfessionalInstallationPromotion`). */
export interface TermsSection {
  id: string
  anchor: string
  title: string
  body: RichText
  order: number
}

/** A local customer's review (content), shown on location pages. */
export interface LocalReview {
  /** Name and neighborhood, e.g. "Maria G., Lakewood". */
  author: string
  /** 1 to 5 stars. */
  rating: number
  text: string
}

export interface LocationCity {
  slug: string
  name: string
  intro: RichText
  neighborhoods: string[]
  reviews: LocalReview[]
  /** The city's local phone; the state's when absent. */
  phone: string | null
}

export interface LocationState {
  id: string
  slug: string
  name: string
  abbreviation: string
  intro: RichText
  phone: string
  cities: LocationCity[]
}

/** Every kind of content and the type of one item, the unit the sources fetch and the cache keeps. */
export interface ContentCollections {
  helpCategories: HelpCategory[]
  helpSections: HelpSection[]
  helpArticles: HelpArticle[]
  quickLinks: QuickLink[]
  blogPosts: BlogPost[]
  faqs: Faq[]
  teamMembers: TeamMember[]
  legalDocuments: LegalDocument[]
  termsSections: TermsSection[]
  locationStates: LocationState[]
}

export type CollectionName = keyof ContentCollections

export const COLLECTION_NAMES: readonly CollectionName[] = [
  'helpCategories',
  'helpSections',
  'helpArticles',
  'quickLinks',
  'blogPosts',
  'faqs',
  'teamMembers',
  'legalDocuments',
  'termsSections',
  'locationStates',
]

/** Where content comes from: Strapi over GraphQL, or local files in Strapi's shapes. */
export interface ContentSource {
  readonly label: string
  fetch<K extends CollectionName>(collection: K): Promise<ContentCollections[K]>
}
