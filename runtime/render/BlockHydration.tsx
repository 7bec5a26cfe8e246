import { createContext, useContext, useEffect, useRef, useState, type RefObject } from 'react'

/**
 * Every block sits in its own Suspense boundary (BlockList), so React hydrates the blocks one by one in
 * small slices of work instead of one long task that holds up input. The page root gets
 * `data-hydrated="true"` once every block has hydrated. It is written to the DOM directly: a React state
 * change above the blocks would make React hydrate all of them at once, synchronously, to deliver it.
 */
const BlockHydratedContext = createContext<(() => void) | null>(null)

export const BlockHydratedProvider = BlockHydratedContext.Provider

/** A stable callback that each block calls once hydrated; the last of `blockCount` calls marks `root`. */
export function useBlockHydrationCounter(blockCount: number, root: RefObject<HTMLElement | null>): () => void {
  const remaining = useRef(blockCount)
  const [onBlockHydrated] = useState(() => () => {
    remaining.current -= 1
    if (remaining.current === 0) markHydrated(root.current)
  })
  useEffect(() => {
    // A page without blocks has nothing to wait for.
    if (blockCount === 0) markHydrated(root.current)
  }, [blockCount, root])
  return onBlockHydrated
}

function markHydrated(element: HTMLElement | null): void {
  if (element) element.dataset.hydrated = 'true'
}

/** Rendered last inside a block's boundary: its effect runs once that boundary has hydrated. */
export function ReportBlockHydrated() {
  const onBlockHydrated = useContext(BlockHydratedContext)
  useEffect(() => onBlockHydrated?.(), [onBlockHydrated])
  return null
}
