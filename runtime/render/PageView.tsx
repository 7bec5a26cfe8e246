import { ThemeProvider, css } from '@emotion/react'
import { useMemo } from 'react'
import type { BlockInstance, PageModel } from '../PageModel.ts'
import { ServerIsland } from '../islands/ServerIsland.tsx'
import { type IslandSpec, pageIslands } from '../islands/pageIslands.ts'
import { siteReadsOf, trackedSite } from '../islands/siteReads.ts'
import { BlockList } from './BlockList.tsx'
import { RegisteredBlock } from '../islands/IslandTree.tsx'
import { FrameStyles } from './FrameStyles.tsx'
import type { FrameParts } from './FrameParts.ts'
import { GlobalStyles } from './GlobalStyles.tsx'
import { MaintenanceNotice } from './MaintenanceNotice.tsx'
import { PageModelProvider } from './PageModelContext.tsx'
import { themeFromBrand } from './theme.ts'

const skipLink = css`
  position: absolute;
  left: 0.5rem;
  top: -3rem;
  z-index: 100;
  padding: 0.5rem 1rem;
  background: #fff;
  &:focus {
    top: 0.5rem;
  }
`

/**
 * A whole page, rendered on the server: the layout's header chrome, the route's blocks in order, the layout's
 * footer chrome. Static blocks are plain HTML; interactive blocks and the frame's browser parts are islands
 * (runtime/islands), each rendered into its own element, which the browser hydrates alone. The blocks' code is
 * loaded beforehand from the registry the caller hands in (loadPageBlocks); `frame` holds the frame's parts.
 */
export function PageView({ model, frame }: { model: PageModel; frame: FrameParts }) {
  const theme = useMemo(() => themeFromBrand(model.site.brand), [model.site.brand])
  const islands = useMemo(() => pageIslands(model), [model])
  // Islands render from the full data, recording what they read: the browser gets exactly that (siteReads).
  const islandModel = useMemo(() => ({ ...model, site: trackedSite(model.site, siteReadsOf(model)) }), [model])
  const blockIslands = new Map<BlockInstance, IslandSpec>()
  for (const island of islands) if (island.kind === 'block') blockIslands.set(island.block, island)
  const frameIsland = (kind: IslandSpec['kind']) => islands.find((island) => island.kind === kind)
  const renderBlock = (block: BlockInstance) => {
    const island = blockIslands.get(block)
    return island ? <ServerIsland spec={island} model={islandModel} frame={frame} /> : <RegisteredBlock block={block} />
  }
  const leadModals = frameIsland('leadModals')
  const tagManager = frameIsland('tagManager')
  return (
    <PageModelProvider value={model}>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <FrameStyles />
        <a href="#main" css={skipLink}>
          Skip to main content
        </a>
        {/* data-hydrated: browser tests wait for it; with no island there is nothing to hydrate. */}
        <div
          data-layout={model.layout.name}
          data-lead-forms={model.layout.leadForms ? 'on' : 'off'}
          data-hydrated={islands.length === 0 ? 'true' : undefined}
        >
          <BlockList blocks={model.layout.header} renderBlock={renderBlock} />
          <main id="main" tabIndex={-1}>
            {model.layout.maintenance && <MaintenanceNotice text={model.site.constants.frame.maintenance} />}
            <BlockList blocks={model.blocks} renderBlock={renderBlock} />
          </main>
          <BlockList blocks={model.layout.footer} renderBlock={renderBlock} />
          {leadModals && <ServerIsland spec={leadModals} model={islandModel} frame={frame} />}
        </div>
        {tagManager && <ServerIsland spec={tagManager} model={islandModel} frame={frame} />}
      </ThemeProvider>
    </PageModelProvider>
  )
}
