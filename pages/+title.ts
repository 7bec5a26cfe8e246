import type { PageContext } from 'vike/types'
import type { PageModel } from '../runtime/PageModel.ts'

/** The route's title, else the brand's default title; the fallback error screen says what it is. */
export default function title(pageContext: PageContext): string {
  const model = pageContext.data as PageModel | null | undefined
  if (!model) return 'Error'
  return model.meta.title || model.site.brand.defaultTitle
}
