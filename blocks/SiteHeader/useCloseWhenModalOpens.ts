import { useEffect } from 'react'

/**
 * Calls `close` when any modal <dialog> opens while `active` (a header dropdown is open), so a dropdown
 * never stays open behind the lead, service-area or video modal. Every modal of the site is a native
 * <dialog> shown with showModal(), which sets its `open` attribute: one observer covers them all
 * without the modal blocks knowing about the header.
 */
export function useCloseWhenModalOpens(active: boolean, close: () => void): void {
  useEffect(() => {
    if (!active) return
    const observer = new MutationObserver((records) => {
      if (records.some((record) => record.target instanceof HTMLDialogElement && record.target.open)) close()
    })
    observer.observe(document.body, { attributes: true, attributeFilter: ['open'], subtree: true })
    return () => observer.disconnect()
  }, [active, close])
}
