import { ThemeProvider, css } from '@emotion/react'
import { useMemo, useRef } from 'react'
import type { PageModel } from '../PageModel.ts'
import { LeadModalsHost } from '../../blocks/LeadModals/LeadModalsHost.tsx'
import { BlockHydratedProvider, useBlockHydrationCounter } from './BlockHydration.tsx'
import { BlockList } from './BlockList.tsx'
import { FrameStyles } from './FrameStyles.tsx'
import { GlobalStyles } from './GlobalStyles.tsx'
import { MaintenanceNotice } from './MaintenanceNotice.tsx'
import { PageModelProvider } from './PageModelContext.tsx'
import { TagManager } from './TagManager.tsx'
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

/** A whole page: the layout's header chrome, the route's blocks in order, the layout's footer chrome. */
export function PageView({ model }: { model: PageModel }) {
  const theme = useMemo(() => themeFromBrand(model.site.brand), [model.site.brand])
  // Lets browser tests tell a hydrated, interactive page from server HTML.
  const root = useRef<HTMLDivElement>(null)
  const blockCount = model.layout.header.length + model.blocks.length + model.layout.footer.length
  const onBlockHydrated = useBlockHydrationCounter(blockCount, root)
  return (
    <PageModelProvider value={model}>
      <BlockHydratedProvider value={onBlockHydrated}>
        <ThemeProvider theme={theme}>
          <GlobalStyles />
          <FrameStyles />
          <a href="#main" css={skipLink}>
            Skip to main content
          </a>
          <div data-layout={model.layout.name} data-lead-forms={model.layout.leadForms ? 'on' : 'off'} ref={root}>
            <BlockList blocks={model.layout.header} />
            <main id="main" tabIndex={-1}>
              {model.layout.maintenance && <MaintenanceNotice text={model.site.constants.frame.maintenance} />}
              <BlockList blocks={model.blocks} />
            </main>
            <BlockList blocks={model.layout.footer} />
            <LeadModalsHost leadForms={model.layout.leadForms} />
          </div>
          {model.layout.tagManagerContainer && (
            <TagManager
              containerId={model.layout.tagManagerContainer}
              hosts={model.site.constants.frame.tagManagerHosts}
            />
          )}
        </ThemeProvider>
      </BlockHydratedProvider>
    </PageModelProvider>
  )
}
