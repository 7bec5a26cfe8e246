import { CacheProvider, ThemeProvider, __unsafe_useEmotionCache, css, useTheme } from '@emotion/react'
import {
  type ComponentType,
  type ReactNode,
  Suspense,
  createElement,
  lazy,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { hydrateRoot } from 'react-dom/client'
import { loadOrReload } from '../render/chunkReload.ts'
import { PageModelProvider, usePageModelValue } from '../render/PageModelContext.tsx'
import { holdInput } from './heldInput.ts'
import { useHydratingIsland } from './hydratingIsland.ts'

/** Adds no box: the part lays out as if its element were not there. */
const contents = css`
  display: contents;
`

export interface DeferredPartProps<P> {
  /** Loads the part's component (its code is a chunk of its own). */
  load: () => Promise<ComponentType<P>>
  /** The component itself on the server, loaded before any render there; undefined in the browser. */
  serverComponent: ComponentType<P> | undefined
  props: P
  /** Load at once (after the island hydrates): the part fills itself in from the browser (a stored code). */
  now?: boolean
}

/**
 * A part of an island whose code loads on first use (a form: react-hook-form and its validators). The server
 * renders it at once, in a React tree of its own, into an element of its own, so the page's HTML shows it
 * complete and usable-looking. The island hydrates without it (the element's HTML is left as the server wrote
 * it); when the visitor first focuses or touches the part, its code loads and it hydrates there, alone, like an
 * island. What the visitor did meanwhile is kept: typed values and choices are put back after hydration (a form
 * library resets the fields it takes over), and a button pressed or a form submitted before the code arrived is
 * pressed or submitted again. Outside a hydrating island (the studio's preview) the part simply loads and renders.
 */
export function DeferredPart<P extends object>(part: DeferredPartProps<P>) {
  const hydrating = useHydratingIsland()
  if (part.serverComponent) return <ServerPart {...part} serverComponent={part.serverComponent} />
  return hydrating ? <HydratingPart {...part} /> : <LoadedPart {...part} />
}

const PART_ATTRIBUTE = 'data-deferred-part'

// The server renders parts on their own; the browser never needs React's server renderer.
const renderToString = typeof window === 'undefined' ? (await import('react-dom/server')).renderToString : undefined

function ServerPart<P extends object>({
  serverComponent,
  props,
}: DeferredPartProps<P> & { serverComponent: ComponentType<P> }) {
  const key = useId()
  const values = useProviderValues()
  if (!renderToString) throw new Error('a server part renders on the server')
  const html = renderToString(<PartProviders values={values}>{createElement(serverComponent, props)}</PartProviders>, {
    identifierPrefix: key,
  })
  return <div {...{ [PART_ATTRIBUTE]: key }} css={contents} dangerouslySetInnerHTML={{ __html: html }} />
}

/** The providers a part's own tree needs: the island's Emotion cache, theme and page model. */
function PartProviders({ children, values: { cache, theme, model } }: { children: ReactNode; values: ProviderValues }) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <PageModelProvider value={model}>{children}</PageModelProvider>
      </ThemeProvider>
    </CacheProvider>
  )
}

type ProviderValues = ReturnType<typeof useProviderValues>

function useProviderValues() {
  const cache = __unsafe_useEmotionCache()
  if (!cache) throw new Error('a deferred part renders inside the page’s Emotion cache')
  return { cache, theme: useTheme(), model: usePageModelValue() }
}

function HydratingPart<P extends object>({ load, props, now = false }: DeferredPartProps<P>) {
  const key = useId()
  const values = useProviderValues()
  const guardMs = values.model.site.constants.display.chunkReloadGuardMs
  const element = useRef<HTMLDivElement>(null)
  // The server's HTML, given back as it is: React leaves it alone until the part hydrates in its own root.
  const [html] = useState(() => document.querySelector(`[${PART_ATTRIBUTE}="${CSS.escape(key)}"]`)?.innerHTML ?? '')
  useEffect(() => {
    const container = element.current
    if (!container) return
    let started = false
    const start = () => {
      if (started) return
      started = true
      void loadOrReload(load, guardMs).then((Component) => {
        const afterHydration = held.beforeHydration()
        hydrateRoot(
          container,
          <PartProviders values={values}>
            {createElement(Component, props)}
            <AfterHydration
              onHydrated={() => {
                container.setAttribute('data-part-hydrated', 'true')
                afterHydration()
              }}
            />
          </PartProviders>,
          { identifierPrefix: key },
        )
      })
    }
    const held = holdInput(container, start)
    // Focused before this island hydrated (a form below the fold, tabbed or tapped into): that was first use.
    if (now || container.contains(document.activeElement)) start()
    return held.stop
    // The part's root is made once; props of a server-rendered part do not change before it hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <div
      ref={element}
      {...{ [PART_ATTRIBUTE]: key }}
      css={contents}
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  )
}

function LoadedPart<P extends object>({ load, props }: DeferredPartProps<P>) {
  const [Lazy] = useState(() => lazy(() => load().then((Component) => ({ default: Component }))))
  return <Suspense fallback={null}>{createElement(Lazy as ComponentType<P>, props)}</Suspense>
}

/** Renders nothing; its effect runs once the part's root has hydrated. */
function AfterHydration({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => onHydrated(), [onHydrated])
  return null
}
