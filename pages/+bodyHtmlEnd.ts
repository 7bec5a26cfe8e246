import type { PageContextServer } from 'vike/types'
import type { PageModel } from '../runtime/PageModel.ts'
import { islandBootHtml } from '../runtime/islands/islandBootHtml.server.ts'

/** The islands' data and the boot script that loads their code after the first paint (runtime/islands). */
export default function bodyHtmlEnd(pageContext: PageContextServer): string {
  const model = pageContext.data as PageModel | null | undefined
  return model ? islandBootHtml(model, pageContext.cspNonce ?? null) : ''
}
