import { useEffect, useState, type RefObject } from 'react'

/** Room kept between a sticky column and the screen's edge, in px (the CSS's 1rem). */
const EDGE_PX = 16

/**
 * The `top` of a sticky column that may be taller than the screen. While it fits, it sticks under the fixed chrome
 * (1rem from the top where there is none).
 * When it is taller (a long order summary on a laptop screen), a top of 1rem would keep its end, the total, under
 * the screen's edge for good; so its top goes above the screen by what does not fit, and the column scrolls with
 * the page until its end is in view, then sticks there. Nothing is cut off and nothing scrolls inside it (rater D7).
 * Null until measured (the CSS default, 1rem, holds in the server HTML and without scripts).
 */
export function useStickyTop(ref: RefObject<HTMLElement | null>): number | null {
  const [top, setTop] = useState<number | null>(null)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => {
      // Clear of the fixed chrome over the page (the header's bar and the checkout's help line under it), which the
      // page's scroll-padding-top already measures (headerStyles, CheckoutHelpLine): the summary's heading and first
      // line were under them once scrolled.
      const chrome = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
      const edge = Math.max(EDGE_PX, chrome)
      setTop(Math.min(edge, window.innerHeight - element.offsetHeight - EDGE_PX))
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    window.addEventListener('resize', measure)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', measure)
    }
  }, [ref])
  return top
}
