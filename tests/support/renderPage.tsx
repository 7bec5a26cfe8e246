import { renderToString } from 'react-dom/server'
import { CacheProvider } from '@emotion/react'
import type { PageModel } from '../../runtime/PageModel.ts'
import { PageView } from '../../runtime/render/PageView.tsx'
import { loadPageBlocks } from '../../runtime/render/blockModules.ts'
import { runBlockLoaders } from '../../runtime/render/runBlockLoaders.server.ts'
import { createEmotionCache } from '../../runtime/render/emotion/emotionCache.ts'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import { minimalSite } from './fixtureSite.ts'

/** Server-renders a page model the way a request does (loaders, block code, Emotion) and returns its HTML. */
export async function renderPageHtml(model: PageModel, runtime: SiteRuntime = minimalSite()): Promise<string> {
  const withData = await runBlockLoaders(model, runtime)
  await loadPageBlocks(withData)
  return renderToString(
    <CacheProvider value={createEmotionCache()}>
      <PageView model={withData} />
    </CacheProvider>,
  )
}

/** The minimal site's home page with its blocks replaced, for rendering one block in real chrome. */
export function pageWithBlocks(blocks: PageModel['blocks'], url = '/'): PageModel {
  return { ...minimalSite().resolve(url), blocks }
}
