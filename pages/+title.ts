import type { PageContext } from 'vike/types'
import type { PageModel } from '../runtime/PageModel.ts'

export default function title(pageContext: PageContext): string {
  const model = pageContext.data as PageModel | null | undefined
  return model?.meta.title ?? 'Error'
}
