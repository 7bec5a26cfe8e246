/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from the `readsContent` of each block definition (blocks/<Type>/index.ts); edit the definition and run it again.
 */

/** The block types whose server loader reads the CMS content (`services.content`). */
export const CONTENT_READING_BLOCKS: ReadonlySet<string> = new Set([
  'BlogIndex',
  'BlogPost',
  'ContentDocument',
  'ContentFaqs',
  'HelpArticle',
  'HelpArticleList',
  'HelpAssistant',
  'HelpCenterHome',
  'HelpSearchResults',
  'LocationPage',
  'ManagementTeam',
  'SitemapList',
  'TermsSections',
])
