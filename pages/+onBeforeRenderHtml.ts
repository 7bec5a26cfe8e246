import type { PageContextServer } from 'vike/types'
import type { PageModel } from '../runtime/PageModel.ts'
import { loadPageBlocks } from '../runtime/render/loadPageBlocks.ts'
import { createEmotionCache } from '../runtime/render/emotion/emotionCache.ts'
import { blockRegistry } from '../blocks/registry.ts'

/** Per request: a fresh Emotion cache (never shared between requests) and the page's block code. */
export default async function onBeforeRenderHtml(pageContext: PageContextServer): Promise<void> {
  // The response's CSP nonce (server/pageHandler), so the extracted <style> tags are allowed.
  const cache = createEmotionCache({ nonce: pageContext.cspNonce })
  // Compat mode stops Emotion writing <style> tags into the markup; onAfterRenderHtml extracts them to <head>.
  cache.compat = true
  pageContext.emotionCache = cache
  const model = pageContext.data as PageModel | null | undefined
  if (model) await loadPageBlocks(model, blockRegistry)
}
