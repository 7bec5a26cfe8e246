import { renderToString } from 'react-dom/server'
import { CacheProvider } from '@emotion/react'
import type { PageModel } from '../../runtime/PageModel.ts'
import { PageView } from '../../runtime/render/PageView.tsx'
import { loadPageBlocks } from '../../runtime/render/loadPageBlocks.ts'
import { runBlockLoaders } from '../../runtime/render/runBlockLoaders.server.ts'
import { createEmotionCache } from '../../runtime/render/emotion/emotionCache.ts'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import { minimalSite } from './fixtureSite.ts'
import { blockLoaders } from '../../blocks/loaders.server.ts'
import { blockRegistry } from '../../blocks/registry.ts'
import { frameParts } from '../../blocks/frameParts.ts'
import { servicesFor } from './siteServices.ts'
import { type BlockInput, blockInstance } from './blockInstance.ts'

/** Server-renders a page model the way a request does (loaders, block code, Emotion) and returns its HTML. */
export async function renderPageHtml(model: PageModel, runtime: SiteRuntime = minimalSite()): Promise<string> {
  return renderLoadedPageHtml(await runBlockLoaders(model, servicesFor(runtime), blockLoaders))
}

/** Server-renders a page model whose loaders have already run (block code, Emotion). */
export async function renderLoadedPageHtml(model: PageModel): Promise<string> {
  await loadPageBlocks(model, blockRegistry)
  return renderToString(
    <CacheProvider value={createEmotionCache()}>
      <PageView model={model} frame={frameParts} />
    </CacheProvider>,
  )
}

/** The minimal site's home page with its blocks replaced, for rendering one block in real chrome. */
export function pageWithBlocks(blocks: readonly BlockInput[], url = '/'): PageModel {
  return { ...minimalSite().resolve(url), blocks: blocks.map(blockInstance) }
}
