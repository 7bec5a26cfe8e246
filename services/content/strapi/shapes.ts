import type { RichText } from '../types.ts'

/**
 * The content types as Strapi v5 returns them over GraphQL (flat attributes, `documentId`, relations as
 * nested objects, Blocks fields as JSON). The local content files hold exactly these shapes, so both
 * sources share one mapper and an editor can move content between them unchanged.
 */
export interface StrapiMedia {
  url: string
  alternativeText: string | null
  width: number | null
  height: number | null
}

export interface StrapiSlugRef {
  slug: string
}

export interface StrapiHelpCategory {
  documentId: string
  slug: string
  name: string
  description: string | null
  order: number | null
}

export interface StrapiHelpSection {
  documentId: string
  slug: string
  name: string
  description: string | null
  order: number | null
  category: StrapiSlugRef | null
}

export interface StrapiHelpArticle {
  documentId: string
  slug: string
  legacyId: string | null
  title: string
  summary: string | null
  body: RichText | null
  tags: string[] | null
  keywords: string[] | null
  feature: boolean | null
  updatedAt: string
  category: StrapiSlugRef | null
  section: StrapiSlugRef | null
}

export interface StrapiQuickLink {
  documentId: string
  slug: string
  label: string
  order: number | null
  category: StrapiSlugRef | null
  article: StrapiSlugRef | null
}

export interface StrapiBlogPost {
  documentId: string
  slug: string
  title: string
  excerpt: string | null
  body: RichText | null
  author: string | null
  /**
   * The post's date, YYYY-MM-DD (a Strapi `date` field the editor sets). Not Strapi's `publishedAt`: that one
   * is stamped at every publish, so re-publishing a corrected post (or importing it again) would move it.
   */
  date: string
  cover: StrapiMedia | null
}

export interface StrapiFaq {
  documentId: string
  question: string
  answer: RichText | null
  group: string | null
  order: number | null
}

export interface StrapiTeamMember {
  documentId: string
  slug: string
  name: string
  role: string
  bio: RichText | null
  order: number | null
  photo: StrapiMedia | null
}

export interface StrapiLegalDocument {
  documentId: string
  slug: string
  title: string
  summary: string | null
  kind: 'legal' | 'company' | null
  body: RichText | null
  updatedAt: string
}

export interface StrapiTermsSection {
  documentId: string
  anchor: string
  title: string
  body: RichText | null
  order: number | null
}

/** A repeatable component inside a state entry. */
export interface StrapiLocationCity {
  slug: string
  name: string
  intro: RichText | null
  neighborhoods: string[] | null
  /** A JSON field: [{ author, rating, text }]. */
  reviews: Array<{ author: string; rating: number; text: string }> | null
  phone: string | null
}

export interface StrapiLocationState {
  documentId: string
  slug: string
  name: string
  abbreviation: string
  intro: RichText | null
  phone: string
  cities: StrapiLocationCity[] | null
}

export interface StrapiCollections {
  helpCategories: StrapiHelpCategory[]
  helpSections: StrapiHelpSection[]
  helpArticles: StrapiHelpArticle[]
  quickLinks: StrapiQuickLink[]
  blogPosts: StrapiBlogPost[]
  faqs: StrapiFaq[]
  teamMembers: StrapiTeamMember[]
  legalDocuments: StrapiLegalDocument[]
  termsSections: StrapiTermsSection[]
  locationStates: StrapiLocationState[]
}
