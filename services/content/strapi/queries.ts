import type { CollectionName } from '../types.ts'

const MEDIA = 'url alternativeText width height'

/** The fields each collection query selects, in Strapi v5's GraphQL schema. */
const SELECTIONS: Record<CollectionName, string> = {
  helpCategories: 'documentId slug name description order',
  helpSections: 'documentId slug name description order category { slug }',
  helpArticles:
    'documentId slug legacyId title summary body tags keywords feature updatedAt category { slug } section { slug }',
  quickLinks: 'documentId slug label order category { slug } article { slug }',
  blogPosts: `documentId slug title excerpt body author date cover { ${MEDIA} }`,
  faqs: 'documentId question answer group order',
  teamMembers: `documentId slug name role bio order photo { ${MEDIA} }`,
  legalDocuments: 'documentId slug title summary kind body updatedAt',
  termsSections: 'documentId anchor title body order',
  locationStates:
    'documentId slug name abbreviation intro phone cities { slug name intro neighborhoods reviews phone }',
}

/**
 * Sort order per collection: editors order help and company content by hand, the blog by each post's `date` (the
 * editor's, not Strapi's `publishedAt`, which moves whenever a post is published again). Each ends in a
 * unique field, so entries with the same `order` come in the same order from Strapi and from the local files
 * (Strapi leaves ties in whatever order its database returns them).
 */
const SORTS: Record<CollectionName, string[]> = {
  helpCategories: ['order:asc', 'name:asc', 'slug:asc'],
  helpSections: ['order:asc', 'name:asc', 'slug:asc'],
  helpArticles: ['title:asc', 'slug:asc'],
  quickLinks: ['order:asc', 'slug:asc'],
  blogPosts: ['date:desc', 'slug:asc'],
  faqs: ['order:asc', 'question:asc'],
  teamMembers: ['order:asc', 'slug:asc'],
  legalDocuments: ['slug:asc'],
  termsSections: ['order:asc', 'anchor:asc'],
  locationStates: ['name:asc', 'slug:asc'],
}

/** Strapi's default maximum page size; larger collections are read page by page. */
export const STRAPI_PAGE_SIZE = 100

/** The typed query for one page of a collection (published entries only, Strapi's default status). */
export function collectionQuery(collection: CollectionName): string {
  return `query ${collection[0]!.toUpperCase()}${collection.slice(1)}($page: Int!, $pageSize: Int!, $sort: [String]) {
  ${collection}(pagination: { page: $page, pageSize: $pageSize }, sort: $sort) { ${SELECTIONS[collection]} }
}`
}

export function collectionSort(collection: CollectionName): string[] {
  return SORTS[collection]
}
