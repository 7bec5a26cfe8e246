import type { PageContextData, PageMeta } from '../PageModel.ts'
import type { RoutePhoneOverrides } from '../../services/partners/index.ts'
import type { BlockServices } from './BlockServices.ts'

/** The parts of the page's metadata a loader may set from the content it loaded (e.g. an article's title). */
export type LoaderMeta = Partial<Pick<PageMeta, 'title' | 'description' | 'robots' | 'image' | 'canonicalUrl'>>

/**
 * A block's server-side data loader, in `blocks/<Type>/loader.server.ts` as `export const load`.
 * It runs before rendering; its result reaches the component as `data` and is serialized to the browser.
 * Everything it reads beyond its props and the page's context comes from `services` (content, catalogue,
 * checkout, settings), which the server builds once and hands in: a loader never imports server/.
 * `setMeta` replaces parts of the page's metadata; `setPhones` makes a number the content declares the page's own (a
 * location's local sales line), in the header and footer too, as a route's `overrides.phones` or a partner's does; throwing `pageNotFound()` answers the whole page with 404
 * (for a parameter that names no content, such as an unknown article id).
 */
export type BlockLoader<P, D> = (input: {
  props: P
  context: PageContextData
  services: BlockServices
  /** Absent when a loader is called outside a page render (tests). */
  setMeta?: (meta: LoaderMeta) => void
  /** Absent when a loader is called outside a page render (tests). */
  setPhones?: (phones: RoutePhoneOverrides) => void
}) => Promise<D> | D

/** Thrown by a loader when the page's parameters name nothing: the page answers 404 instead of rendering. */
export class PageNotFound extends Error {
  constructor(readonly reason: string) {
    super(`not found: ${reason}`)
    this.name = 'PageNotFound'
  }
}

export function pageNotFound(reason: string): PageNotFound {
  return new PageNotFound(reason)
}
