import type { Locator } from 'playwright-core'

/**
 * What is cut off inside `target` (itself included): each shown element whose overflow hides or scrolls content
 * taller or wider than its box, as "tag#id.class (content × box)". Visually hidden text (1 px boxes, for screen
 * readers) is meant to be clipped and is left out. [] when everything is shown whole.
 */
export function clippedInside(target: Locator): Promise<string[]> {
  return target.evaluate((root) => {
    const found: string[] = []
    for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
      if (!(element instanceof HTMLElement) || element.offsetParent === null) continue
      if (element.clientWidth <= 1 || element.clientHeight <= 1) continue
      const style = getComputedStyle(element)
      const hidesY = style.overflowY !== 'visible' && element.scrollHeight > element.clientHeight + 1
      const hidesX = style.overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1
      if (hidesY || hidesX)
        found.push(
          `${element.tagName.toLowerCase()}#${element.id}.${element.className} (${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight})`,
        )
    }
    return found
  })
}
