import type { PageContextServer } from 'vike/types'
import type { PageModel } from '../../runtime/PageModel.ts'
import { siteRuntimeFor } from '../../runtime/render/siteRuntimeFor.server.ts'

/** The 404 page and the server error page are routes with blocks too (routes.json errorPages). */
export function data(pageContext: PageContextServer): PageModel | null {
  try {
    const runtime = siteRuntimeFor(pageContext)
    const pathname = pageContext.urlPathname
    return pageContext.is404 ? runtime.notFound(pathname) : runtime.serverError(pathname)
  } catch (error) {
    // The config itself is broken: +Page shows the fallback error screen rather than nothing.
    console.error('error page could not be built:', error)
    return null
  }
}
