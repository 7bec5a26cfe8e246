import type { PageContextClient } from 'vike/types'
import type { PageModel } from '../runtime/PageModel.ts'
import { loadPageBlocks } from '../runtime/render/blockModules.ts'
import { loadOrReload } from '../runtime/render/chunkReload.ts'

/** Loads the code of the page's blocks before hydration, so the first client render matches the HTML. */
export default async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  const model = pageContext.data as PageModel | null | undefined
  if (!model) return
  await loadOrReload(() => loadPageBlocks(model), model.site.constants.display.chunkReloadGuardMs)
}
