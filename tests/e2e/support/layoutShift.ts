import type { Page } from 'playwright-core'

type ShiftWindow = { layoutShift: number }

/** From the page's next navigation on, adds up its layout shift (the CLS entries), buffered from the first paint. */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = window as unknown as ShiftWindow
    shifts.layoutShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
        shifts.layoutShift += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The layout shift watchLayoutShift has added up, read after two frames so the last paint's entries are in. */
export function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as ShiftWindow).layoutShift)),
        ),
      ),
  )
}
