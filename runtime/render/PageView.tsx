import { ThemeProvider, css } from '@emotion/react'
import { useMemo } from 'react'
import { useHydrated } from 'vike-react/useHydrated'
import type { PageModel } from '../PageModel.ts'
import { LeadModalsHost } from '../../blocks/LeadModals/LeadModalsHost.tsx'
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
  // Lets styles (and browser tests) tell a hydrated, interactive page from server HTML.
  const hydrated = useHydrated()
  return (
    <PageModelProvider value={model}>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <FrameStyles />
        <a href="#main" css={skipLink}>
          Skip to main content
        </a>
        <div data-layout={model.layout.name} data-lead-forms={model.layout.leadForms ? 'on' : 'off'} data-hydrated={hydrated ? 'true' : undefined}>
          <BlockList blocks={model.layout.header} />
          <main id="main" tabIndex={-1}>
            {model.layout.maintenance && <MaintenanceNotice text={model.site.constants.frame.maintenance} />}
            <BlockList blocks={model.blocks} />
          </main>
          <BlockList blocks={model.layout.footer} />
          <LeadModalsHost leadForms={model.layout.leadForms} />
        </div>
        {model.layout.tagManagerContainer && <TagManager containerId={model.layout.tagManagerContainer} hosts={model.site.constants.frame.tagManagerHosts} />}
      </ThemeProvider>
    </PageModelProvider>
  )
}
