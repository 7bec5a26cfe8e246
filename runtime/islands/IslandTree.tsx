import { CacheProvider, type EmotionCache, ThemeProvider } from '@emotion/react'
import { type ReactNode, useEffect } from 'react'
import type { PageModel } from '../PageModel.ts'
import type { BlockInstanceOf, BlockType } from '../render/BlockInstance.ts'
import type { FrameParts } from '../render/FrameParts.ts'
import { loadedBlock } from '../render/blockModules.ts'
import { PageModelProvider } from '../render/PageModelContext.tsx'
import { TagManager } from '../render/TagManager.tsx'
import type { SiteTheme } from '../render/theme.ts'
import type { IslandSpec } from './pageIslands.ts'
import { HydratingIslandProvider } from './hydratingIsland.ts'

export interface IslandTreeProps {
  spec: IslandSpec
  /** The page data the island reads through the context hooks (trimmed for the browser). */
  model: PageModel
  theme: SiteTheme
  cache: EmotionCache
  /** The frame's parts from blocks/ (the lead modals' host), handed in by the caller. */
  frame: FrameParts
  /** Browser only: called once the island has hydrated. */
  onHydrated?: () => void
}

/**
 * What one island renders: the same providers as the whole page on the server (Emotion's cache, the theme,
 * the page model), then its block or frame part. The server renders exactly this tree into the island's
 * element and the browser hydrates it there, so both sides see the same tree (and the same useId values).
 */
export function IslandTree({ spec, model, theme, cache, frame, onHydrated }: IslandTreeProps) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <PageModelProvider value={model}>
          <HydratingIslandProvider value={!!onHydrated}>
            <IslandContent spec={spec} frame={frame} />
            {onHydrated && <ReportHydrated onHydrated={onHydrated} />}
          </HydratingIslandProvider>
        </PageModelProvider>
      </ThemeProvider>
    </CacheProvider>
  )
}

function IslandContent({ spec, frame }: { spec: IslandSpec; frame: FrameParts }): ReactNode {
  switch (spec.kind) {
    case 'block':
      return <RegisteredBlock block={spec.block} />
    case 'leadModals':
      return <frame.LeadModals leadForms={spec.leadForms} />
    case 'tagManager':
      return <TagManager containerId={spec.containerId} hosts={spec.hosts} />
  }
}

/** One block rendered by its type's component; generic so that the props and data types match the type. */
export function RegisteredBlock<Type extends BlockType>({ block }: { block: BlockInstanceOf<Type> }) {
  const definition = loadedBlock(block.type)
  if (!definition) throw new Error(`block type "${block.type}" was not loaded before rendering`)
  const { Component } = definition
  // A block with a loader is rendered only with its data: runBlockLoaders drops a block whose loader failed.
  return <Component id={block.id} props={block.props} data={block.data} />
}

/** Renders nothing; its effect runs once the island's tree has hydrated and committed. */
function ReportHydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => onHydrated(), [onHydrated])
  return null
}
