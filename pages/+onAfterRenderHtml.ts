import createEmotionServer from '@emotion/server/create-instance'
import type { PageContextServer } from 'vike/types'

/** Extracts the critical CSS of the rendered HTML into style tags for the <head>. */
export default function onAfterRenderHtml(pageContext: PageContextServer): void {
  const cache = pageContext.emotionCache
  const html = (pageContext as { pageHtmlString?: string }).pageHtmlString
  if (!cache || html === undefined) return
  const emotionServer = createEmotionServer(cache)
  pageContext.emotionStyleTags = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html))
}
