import { type RefObject, useEffect, useState } from 'react'

/**
 * Whether the page has scrolled at least `px` (spec 9.8: the nav bar turns solid at 64 px). The window is
 * the one the element is in: on the site that is the page's own, in the studio's preview the frame's.
 */
export function useScrolledPast(px: number, element?: RefObject<HTMLElement | null>): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const view = element?.current?.ownerDocument.defaultView ?? window
    const update = () => setScrolled(view.scrollY >= px)
    update()
    view.addEventListener('scroll', update, { passive: true })
    return () => view.removeEventListener('scroll', update)
  }, [px, element])
  return scrolled
}
