/** However the paint goes unreported, the page becomes interactive by then. */
const PAINT_WAIT_LIMIT_MS = 3000

/**
 * Resolves once the browser has painted the server's HTML (the Paint Timing entry, which arrives after the
 * paint), so it works under a test's paused fake clock too; a timer only caps the wait.
 * A hidden tab does not paint, and a browser without paint timing cannot say; both resolve at once.
 */
export function afterFirstPaint(): Promise<void> {
  if (typeof document === 'undefined' || document.visibilityState === 'hidden') return Promise.resolve()
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint'))
    return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect()
      clearTimeout(limit)
      resolve()
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().length > 0) done()
    })
    const limit = setTimeout(done, PAINT_WAIT_LIMIT_MS)
    observer.observe({ type: 'paint', buffered: true })
  })
}

/** Resolves in a new task, so the browser can handle input and paint in between (a message, not a timer). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
