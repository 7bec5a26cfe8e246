import type { PageContextClient } from 'vike/types'
import type { PageModel } from '../runtime/PageModel.ts'
import { afterFirstPaint, nextTask } from '../runtime/render/yieldToBrowser.ts'
import { loadOrReload } from '../runtime/render/chunkReload.ts'

/**
 * vike-react's hydration, started only after the browser has painted the server's HTML, with React DOM
 * loaded then rather than preloaded: the markup already shows every text, so the visitor sees the page
 * while React DOM (the largest script) downloads and hydrates, and on a slow link the script no longer
 * competes with the page's HTML and images.
 */
export default async function onRenderClient(pageContext: PageContextClient): Promise<void> {
  await afterFirstPaint()
  const guardMs = (pageContext.data as PageModel | null | undefined)?.site.constants.display.chunkReloadGuardMs
  const { onRenderClient: render } = await loadOrReload(
    () => import('vike-react/__internal/integration/onRenderClient'),
    guardMs,
  )
  // Evaluating React DOM is a task of its own; hydration starts in the next one, so neither grows long.
  await nextTask()
  return render(pageContext)
}
