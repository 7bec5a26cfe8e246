/**
 * Which island hydrates next. An island is wanted when it is in view (on arrival or once scrolled to), when the
 * visitor touches it, or from the start for the frame's islands; until then its code does not load. Touched
 * islands go first (a tap on a form below the fold), then the others in the order they became wanted.
 */
export function islandOrder() {
  const touched: string[] = []
  const wanted: string[] = []
  let wake: (() => void) | undefined
  return {
    /** Marks an island wanted (again, harmlessly); `byTouch` puts it ahead of islands merely in view. */
    want(key: string, byTouch = false): void {
      const list = byTouch ? touched : wanted
      if (!list.includes(key)) list.push(key)
      wake?.()
      wake = undefined
    },
    /** The next wanted island among those still pending, if any. */
    next(isPending: (key: string) => boolean): string | undefined {
      return touched.find(isPending) ?? wanted.find(isPending)
    },
    /** Resolves when an island is next wanted. */
    whenWanted(): Promise<void> {
      return new Promise((resolve) => {
        wake = resolve
      })
    },
  }
}

/** An island's element adds no box (display: contents), so it is in view when one of its children is. */
export function isInView(element: Element, viewportHeight: number): boolean {
  return [...element.children].some((child) => {
    const rect = child.getBoundingClientRect()
    return rect.height > 0 && rect.bottom > 0 && rect.top < viewportHeight
  })
}
