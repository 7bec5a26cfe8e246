import type { Data } from '@puckeditor/core'
import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react'
import type { StudioBlock } from './studioBlock.ts'
import { loadPageBlocks } from '../../runtime/render/loadPageBlocks.ts'
import { blockRegistry } from '../../blocks/registry.ts'
import { type OpenedPage, type PageList, type Sources, studioApi } from './api.ts'
import { loadBlockDefinitions } from './loadBlockDefinitions.ts'
import { puckItemId } from './puckConfig.tsx'

/** What the editor needs before it can show a page: the page, the field sources, the blocks' code, the page list. */
export interface OpenedEditor {
  opened: OpenedPage
  sources: Sources
  definitions: Map<string, StudioBlock>
  pages: PageList
}

/** What the preview renders with for the simulated visitor. */
export type PreviewData = Pick<
  OpenedPage,
  'model' | 'data' | 'variantProps' | 'hiddenIds' | 'templateValues' | 'layoutModels' | 'promotions' | 'catalogue'
>

/**
 * Opens a page (again after each save: `reopen`), and keeps the preview's model and loader data for the
 * simulated visitor's query: a new query fetches the page again without reopening the editor.
 */
export function useOpenedPage(pageKey: string, query: string) {
  const [editor, setEditor] = useState<OpenedEditor | null>(null)
  const [preview, setPreview] = useState<PreviewData | null>(null)
  const [generation, setGeneration] = useState(0)
  const [loadError, setLoadError] = useState<string | null>(null)

  useEffect(() => {
    let cancelled = false
    Promise.all([studioApi.page(pageKey, query), studioApi.sources(), loadBlockDefinitions(), studioApi.pages()])
      .then(async ([opened, sources, definitions, pages]) => {
        await loadPreviewBlocks(opened)
        if (cancelled) return
        setEditor({ opened, sources, definitions, pages })
        setPreview(opened)
      })
      .catch((error: Error) => setLoadError(error.message))
    return () => {
      cancelled = true
    }
    // The simulated query is fetched by the effect below, without reopening the editor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageKey, generation])

  const opened = editor?.opened ?? null
  useEffect(() => {
    if (!opened) return
    let cancelled = false
    studioApi
      .page(pageKey, query)
      .then(async (page) => {
        await loadPreviewBlocks(page)
        if (!cancelled) setPreview(page)
      })
      .catch((error: Error) => setLoadError(error.message))
    return () => {
      cancelled = true
    }
  }, [query, opened, pageKey])

  const reopen = useCallback(() => {
    setEditor(null)
    setGeneration((n) => n + 1)
  }, [])
  return { editor, preview, setPreview, generation, reopen, loadError }
}

/** The code of the page's blocks and of the loaded layouts' headers and footers. */
async function loadPreviewBlocks(page: PreviewData): Promise<void> {
  await Promise.all(
    [page.model.layout, ...Object.values(page.layoutModels)].map((layout) =>
      loadPageBlocks({ ...page.model, layout }, blockRegistry),
    ),
  )
}

/**
 * The layout the Page panel picked, shown in the preview before the save: its header and footer loaded for this
 * page (and this visitor's query) and their code in, asked for once it is picked, not when the page opens.
 */
export function usePickedLayout(
  layoutName: string | undefined,
  preview: PreviewData | null,
  setPreview: Dispatch<SetStateAction<PreviewData | null>>,
  pageKey: string,
  query: string,
): void {
  useEffect(() => {
    if (!layoutName || !preview || layoutName in preview.layoutModels) return
    let cancelled = false
    studioApi
      .layout(pageKey, query, layoutName)
      .then(async ({ layout }) => {
        await loadPageBlocks({ ...preview.model, layout }, blockRegistry)
        if (!cancelled)
          setPreview((was) => (was ? { ...was, layoutModels: { ...was.layoutModels, [layoutName]: layout } } : was))
      })
      // Until it loads, the preview keeps the page's own layout; the editor keeps working.
      .catch((error: Error) => console.warn('studio: layout', error.message))
    return () => {
      cancelled = true
    }
  }, [layoutName, preview, setPreview, pageKey, query])
}

/** Blocks added in the editor have no loader data yet: asks the studio server once per new block (again for a new query). */
export function useAddedBlockData(
  current: Data | null,
  preview: PreviewData | null,
  setPreview: Dispatch<SetStateAction<PreviewData | null>>,
  pageKey: string,
  query: string,
): void {
  const requested = useRef(new Set<string>())
  useEffect(() => {
    requested.current.clear()
  }, [query])
  useEffect(() => {
    if (!current || !preview) return
    const missing = current.content
      .map((item) => ({ id: puckItemId(item), type: item.type, props: item.props as Record<string, unknown> }))
      .filter((block) => !(block.id in preview.data) && !requested.current.has(block.id))
    if (!missing.length) return
    for (const block of missing) requested.current.add(block.id)
    studioApi
      .blockData(pageKey, query, missing)
      .then(({ body }) => {
        if (Object.keys(body.data ?? {}).length)
          setPreview((was) => (was ? { ...was, data: { ...was.data, ...body.data } } : was))
      })
      // Without data the block shows what it shows without it; the editor keeps working.
      .catch((error: Error) => console.warn('studio: block data', error.message))
  }, [current, preview, setPreview, pageKey, query])
}

/** The browser asks before leaving a page with unsaved changes. */
export function useUnsavedWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])
}
