import { createContext, useContext } from 'react'

import type { PageContextData, PageMeta, PageModel, ResolvedLayout, SiteData } from '../PageModel.ts'
import { partnerHref } from '../routing/partnerShopLinks.ts'

const PageModelContext = createContext<PageModel | null>(null)

export const PageModelProvider = PageModelContext.Provider

function usePageModel(): PageModel {
  const model = useContext(PageModelContext)
  if (!model) throw new Error('usePageContextData() must be used inside a rendered page')
  return model
}

/** The whole page model, for a part that renders in a React root of its own (runtime/islands/DeferredPart). */
export function usePageModelValue(): PageModel {
  return usePageModel()
}

/** The request's context (partner, phones, lead source, form ids, query) for blocks that need it. */
export function usePageContextData(): PageContextData {
  return usePageModel().context
}

/**
 * A link of the site's chrome (header, footer: navigation.json) pointed at the page partner's own copy of the page it
 * names (/shop → /shop/dallas-dealer), as the page's blocks' links are when the page is resolved; unchanged elsewhere.
 */
export function usePartnerHref(): (href: string) => string {
  const pages = usePageContextData().partnerPages
  return pages?.length ? (href) => partnerHref(href, pages) : keepHref
}

const keepHref = (href: string) => href

/** Site-wide data (brand, navigation, hours, constants) for chrome and blocks. */
export function useSiteData(): SiteData {
  return usePageModel().site
}

/** The page's title, description and canonical URL, e.g. for share links. */
export function usePageMeta(): PageMeta {
  return usePageModel().meta
}

/** The page's layout and its flags (chat, lead forms, call-to-action buttons, sign-in, maintenance). */
export function useLayout(): ResolvedLayout {
  return usePageModel().layout
}
