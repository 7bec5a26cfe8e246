import { createContext, useContext } from 'react'

import type { PageContextData, PageMeta, PageModel, ResolvedLayout, SiteData } from '../PageModel.ts'

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
