import type { PageContext } from 'vike/types'
import type { PageModel } from '../runtime/PageModel.ts'

export default function description(pageContext: PageContext): string {
  return (pageContext.data as PageModel | null | undefined)?.meta.description ?? ''
}
