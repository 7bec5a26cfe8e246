import { __unsafe_useEmotionCache, css, useTheme } from '@emotion/react'
import { renderToString } from 'react-dom/server'
import type { PageModel } from '../PageModel.ts'
import type { FrameParts } from '../render/FrameParts.ts'
import { IslandTree } from './IslandTree.tsx'
import { ISLAND_ATTRIBUTE, type IslandSpec, islandIdPrefix } from './pageIslands.ts'

/** The island's element adds no box, so its block lays out as if it were not there. */
const islandBox = css`
  display: contents;
`

/**
 * Server side of an island: its tree rendered on its own (the way the browser will hydrate it, with its own
 * useId prefix so two islands never share an id) into an element that carries its key. Emotion's styles go
 * into the page's cache and are extracted with the rest of the page's.
 */
export function ServerIsland({ spec, model, frame }: { spec: IslandSpec; model: PageModel; frame: FrameParts }) {
  const cache = __unsafe_useEmotionCache()
  const theme = useTheme()
  if (!cache) throw new Error('an island is rendered inside the page’s Emotion cache')
  const html = renderToString(<IslandTree spec={spec} model={model} theme={theme} cache={cache} frame={frame} />, {
    identifierPrefix: islandIdPrefix(spec.key),
  })
  return <div {...{ [ISLAND_ATTRIBUTE]: spec.key }} css={islandBox} dangerouslySetInnerHTML={{ __html: html }} />
}
