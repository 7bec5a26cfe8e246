import { useEffect } from 'react'

/**
 * The layout's tag-manager container (spec 2.12: /scheduling has its own). It loads only after the page is
 * interactive (window load + idle), and only on the real site's hosts: locally, in tests and on previews
 * it stays inert and makes no network request. The container id stays in the page as a data attribute.
 */
export function TagManager({ containerId, hosts }: { containerId: string; hosts: readonly string[] }) {
  useEffect(() => {
    if (!hosts.includes(window.location.hostname)) return
    const load = () => {
      const w = window as unknown as { dataLayer?: unknown[] }
      w.dataLayer = w.dataLayer ?? []
      w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
      const script = document.createElement('script')
      script.async = true
      script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`
      document.head.appendChild(script)
    }
    const whenIdle = () =>
      typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(load) : setTimeout(load, 1)
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
  }, [containerId, hosts])
  return <div hidden data-tag-manager-container={containerId} />
}
