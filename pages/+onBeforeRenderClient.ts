import type { PageContextClient } from 'vike/types'
import type { PageModel } from '../runtime/PageModel.ts'
import { loadPageBlocks } from '../runtime/render/blockModules.ts'
import { reloadAfterChunkError } from '../runtime/render/chunkReload.ts'

/** Loads the code of the page's blocks before hydration, so the first client render matches the HTML. */
export default async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  const model = pageContext.data as PageModel | null | undefined
  if (!model) return
  try {
    await loadPageBlocks(model)
  } catch (error) {
    // A chunk that vanished after a deploy: reload (guarded), and never hydrate half a page meanwhile.
    if (reloadAfterChunkError(error, model.site.constants.display.chunkReloadGuardMs)) return new Promise<void>(() => {})
    throw error
  }
}
