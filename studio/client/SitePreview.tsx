import { ThemeProvider } from '@emotion/react'
import createCache, { type EmotionCache } from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import { Component, type ReactNode, type RefObject, useEffect, useMemo, useRef } from 'react'
import type { StudioBlock } from './studioBlock.ts'
import { BlockList } from '../../runtime/render/BlockList.tsx'
import { FrameStyles } from '../../runtime/render/FrameStyles.tsx'
import { GlobalStyles } from '../../runtime/render/GlobalStyles.tsx'
import { PageModelProvider } from '../../runtime/render/PageModelContext.tsx'
import { VisitorOverridesProvider } from '../../runtime/render/VisitorOverrides.tsx'
import { themeFromBrand } from '../../runtime/render/theme.ts'
import { fillTokens, mergeProps } from '../../runtime/routing/placeholders.ts'
import { fillCataloguePrices, fillCatalogueSpecs } from '../../services/catalogue/index.ts'
import { LeadModalsHost } from '../../blocks/LeadModals/LeadModalsHost.tsx'
import { usePreview } from './previewContext.ts'
import { SCHEDULE_PROP } from '../fields/scheduleWords.ts'
import { windowWords } from '../../scripts/lib/scheduleDiff.ts'
import { isScheduleShowing, scheduleWindow } from '../../services/schedule/index.ts'
import { type BlockScheduleConfig, blockScheduleDates } from '../../services/schedule/promotionSchedule.ts'
import {
  type HoursConfig,
  availabilityFor,
  closedDateOn,
  nextEcommSalesOpening,
  nextSalesOpening,
  nextSupportOpening,
} from '../../services/hours/index.ts'
import {
  CLOSED_TODAY_ATTRIBUTE,
  ECOMM_SALES_OPENS_ATTRIBUTE,
  SALES_OPENS_ATTRIBUTE,
  SUPPORT_OPENS_ATTRIBUTE,
  salesOpeningKey,
} from '../../services/hours/availabilityBootScript.ts'
import type { VisitorOverrides } from '../../runtime/render/VisitorOverrides.tsx'

/**
 * The preview renders the page as the site does (runtime/render/PageView): the same providers, theme,
 * global styles and layout chrome, with Puck's editable block list where the site has its <main>.
 */
export function SitePage({ children, layoutName }: { children?: ReactNode; layoutName?: string }) {
  const { model: opened, layouts, visitor } = usePreview()
  // The layout the Page panel has chosen, before it is saved; the blocks read it from the page model as on the site.
  const model = useMemo(() => {
    const layout = layoutName ? layouts[layoutName] : undefined
    return layout && layout !== opened.layout ? { ...opened, layout } : opened
  }, [opened, layouts, layoutName])
  const theme = useMemo(() => themeFromBrand(model.site.brand), [model.site.brand])
  const layoutRef = useRef<HTMLDivElement>(null)
  useDayMarks(layoutRef, model.site.hours, visitor)
  return (
    <PageModelProvider value={model}>
      <VisitorOverridesProvider value={visitor}>
        <ThemeProvider theme={theme}>
          <GlobalStyles />
          <FrameStyles />
          <div ref={layoutRef} data-layout={model.layout.name} data-lead-forms={model.layout.leadForms ? 'on' : 'off'}>
            <BlockList blocks={model.layout.header} />
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <BlockList blocks={model.layout.footer} />
            <LeadModalsHost leadForms={model.layout.leadForms} />
          </div>
        </ThemeProvider>
      </VisitorOverridesProvider>
    </PageModelProvider>
  )
}

/**
 * What the site's head boot script does, at the simulated moment (the real clock without one): the preview's <html>
 * (the frame's document) carries data-closed-today on a closed date, and data-sales-opens (data-ecomm-sales-opens,
 * data-support-opens) while sales (the shop's line, phone support) is closed, so every call line shows that holiday's
 * words and when its line opens next by the same CSS as on the site (blocks/shared/ClosedDayWords.tsx,
 * UntilSalesOpens.tsx), and neither when they do not apply.
 */
function useDayMarks(inside: RefObject<HTMLElement | null>, hours: HoursConfig, visitor: VisitorOverrides): void {
  useEffect(() => {
    const root = inside.current?.ownerDocument.documentElement
    if (!root) return
    const update = () => {
      const instant = visitor.now?.() ?? Date.now()
      const lines = availabilityFor(hours, instant, visitor.search ?? '')
      const opening = lines.sales ? null : nextSalesOpening(hours, instant)
      const ecommOpening = lines.ecommSales ? null : nextEcommSalesOpening(hours, instant)
      mark(root, CLOSED_TODAY_ATTRIBUTE, closedDateOn(hours, instant))
      mark(root, SALES_OPENS_ATTRIBUTE, opening ? salesOpeningKey(opening) : undefined)
      mark(root, ECOMM_SALES_OPENS_ATTRIBUTE, ecommOpening ? salesOpeningKey(ecommOpening) : undefined)
      const supportOpening = lines.support ? null : nextSupportOpening(hours, instant)
      mark(root, SUPPORT_OPENS_ATTRIBUTE, supportOpening ? salesOpeningKey(supportOpening) : undefined)
    }
    update()
    // On the real clock it moves on, as the boot script re-checks each minute; a simulated moment stands still.
    if (visitor.now) return
    const timer = window.setInterval(update, 60_000)
    return () => window.clearInterval(timer)
  }, [inside, hours, visitor])
}

function mark(root: HTMLElement, name: string, value: string | undefined): void {
  if (value === undefined) root.removeAttribute(name)
  else root.setAttribute(name, value)
}

/** One block in the preview: Puck's props are the config's props; tokens and loader data as on the site. */
export function BlockPreview({
  definition,
  puckProps,
}: {
  definition: StudioBlock
  puckProps: Record<string, unknown>
}) {
  const { data, tokens, catalogue, variantProps, hiddenIds, visitor, promotions } = usePreview()
  const { id, puck: _puck, editMode: _editMode, [SCHEDULE_PROP]: schedule, ...props } = puckProps
  // A schedule naming a promotion has the promotion's dates, as on the site (services/schedule/promotionSchedule.ts).
  const written = schedule ? blockScheduleDates(schedule, promotions) : null
  const dates = written ? scheduleWindow(written) : null
  // Named as the outline names it (its type's title), the id after it for developers.
  const title = (definition.schema as { studio?: { title?: string } }).studio?.title
  const name = title ? `${title} (${String(id)})` : String(id)
  // As the site does at the simulated moment (the real clock without one): outside its dates a block is hidden.
  if (dates && !isScheduleShowing(dates, visitor.now?.() ?? Date.now())) {
    return (
      <p
        data-hidden-by-schedule=""
        style={{ margin: 0, padding: '8px 16px', background: '#eef0f3', color: '#444', fontSize: 14 }}
      >
        {name} is not shown at this date and time: it is shown {windowWords(schedule as BlockScheduleConfig)}.
      </p>
    )
  }
  if (hiddenIds.has(String(id))) {
    return (
      <p
        data-hidden-for-visitor=""
        style={{ margin: 0, padding: '8px 16px', background: '#eef0f3', color: '#444', fontSize: 14 }}
      >
        {name} is not shown to this visitor (its visibleWhen condition).
      </p>
    )
  }
  // As on the site: the route's props, then the variant the visitor's query picks, then text tokens, then the
  // catalogue's prices and device facts.
  const filled = fillCataloguePrices(
    fillCatalogueSpecs(
      fillTokens(mergeProps(props, variantProps[String(id)] ?? {}), tokens, () => undefined),
      catalogue.specs,
    ),
    catalogue.prices,
  )
  const { Component: Block } = definition
  const blockData = data[String(id)]
  // Tried again when the props change or the block's loader data arrives (a block just added has none yet).
  const resetKey = `${JSON.stringify(props)}|${blockData === undefined ? 'no data' : 'data'}`
  return (
    <BlockErrorBoundary resetKey={resetKey}>
      <Block id={String(id)} props={filled} data={blockData} />
    </BlockErrorBoundary>
  )
}

/** A block that cannot render with the props being typed shows why instead of blanking the whole preview. */
class BlockErrorBoundary extends Component<
  { children: ReactNode; resetKey: string },
  { error: Error | null; key: string }
> {
  override state = { error: null as Error | null, key: this.props.resetKey }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: Error | null; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey }
  }
  override render() {
    if (this.state.error) {
      return (
        <div role="alert" style={{ padding: 16, border: '2px dashed #a4000f', color: '#a4000f' }}>
          This block cannot render with these props: {this.state.error.message}
        </div>
      )
    }
    return this.props.children
  }
}

const caches = new WeakMap<Document, EmotionCache>()

/** Puck's frame has no title (screen readers announce this one); app mode is marked on <html> as the site's boot script does. */
function markFrame(frame: Document, appMode: boolean): void {
  frame.defaultView?.frameElement?.setAttribute('title', 'Page preview')
  const root = frame.documentElement
  if (appMode) root.dataset.appMode = ''
  else delete root.dataset.appMode
}

/** Puck renders the preview in an iframe: the site's Emotion styles go into that document, not the editor's. */
export function PreviewDocument({ children, document: frame }: { children: ReactNode; document?: Document }) {
  const { appMode } = usePreview()
  useEffect(() => {
    // The site's head boot script marks app mode on <html>; the preview's document gets the same mark.
    if (frame) markFrame(frame, appMode)
  }, [frame, appMode])
  if (!frame) return <>{children}</>
  let cache = caches.get(frame)
  if (!cache) caches.set(frame, (cache = createCache({ key: 'site', container: frame.head })))
  return <CacheProvider value={cache}>{children}</CacheProvider>
}
