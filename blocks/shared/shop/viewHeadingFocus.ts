import { useEffect, type RefObject } from 'react'
import type { ShopUrlView } from './shopViewUrl.ts'

/** The view whose heading takes the focus when it shows; set by a change of view, taken once. */
let pending: ShopUrlView | null = null

/**
 * Called when the visitor changes the shop's view (a button, Back or Forward), not when a page opens: the view that
 * shows next takes the focus on its heading. The package list takes none (the ZIP hero focuses its ZIP field).
 */
export function focusHeadingOfNextView(view: ShopUrlView | null): void {
  pending = view
}

/**
 * Moves the focus to a view's heading (tabindex=-1) when the view shows after the visitor changed it, as the leading
 * shops do, so a keyboard or screen-reader user goes on from the new view's start and hears its name, not from <body>
 * at the top of the page (rater D6). A view's block may hydrate only when it is first shown: the effect runs then.
 */
export function useViewHeadingFocus(ref: RefObject<HTMLElement | null>, view: ShopUrlView, shown: boolean): void {
  useEffect(() => {
    if (!shown || pending !== view) return
    pending = null
    ref.current?.focus()
  }, [ref, view, shown])
}
