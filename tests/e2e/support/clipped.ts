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

/**
 * The shown selects inside `target` whose chosen option's text is wider than the room the select gives it (its box
 * less padding and the arrow), as "#id: text". A select cannot wrap its text, and clips it without any overflow a
 * style would show, so clippedInside cannot see it.
 */
export function cutSelectTexts(target: Locator): Promise<string[]> {
  return target.evaluate((root) => {
    // Chromium's drop-down arrow and the gap before it.
    const ARROW_PX = 24
    const canvas = document.createElement('canvas').getContext('2d')!
    const found: string[] = []
    for (const select of Array.from(root.querySelectorAll('select'))) {
      if (select.offsetParent === null) continue
      const style = getComputedStyle(select)
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const text = select.selectedOptions[0]?.text ?? ''
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - ARROW_PX
      if (canvas.measureText(text).width > room) found.push(`#${select.id}: ${text}`)
    }
    return found
  })
}
