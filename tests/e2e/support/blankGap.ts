import type { Locator } from 'playwright-core'

export interface BlankGap {
  /** Pixels of nothing between the two, top to bottom. */
  px: number
  /** What the gap follows and what ends it, to name it in a failure. */
  after: string
  before: string
}

/**
 * The tallest empty stretch inside `target` from top to bottom: between what a visitor sees (text, links, controls,
 * pictures), wherever one ends and the next begins, whichever column they are in. Section backgrounds are not
 * content: a band of colour with nothing on it reads as a gap too.
 */
export function largestBlankGap(target: Locator): Promise<BlankGap> {
  return target.evaluate((root) => {
    const seen = [...root.querySelectorAll<HTMLElement>('*')].filter((element) => {
      if (element.offsetParent === null) return false
      const box = element.getBoundingClientRect()
      if (box.width < 2 || box.height < 2) return false
      if (/^(A|BUTTON|INPUT|SELECT|TEXTAREA|IMG|SVG|PICTURE)$/i.test(element.tagName)) return true
      return [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())
    })
    // Named inline, without helper functions: the page runs this function's source as it is.
    const boxes = seen
      .map((element) => ({
        name: `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
        box: element.getBoundingClientRect(),
      }))
      .sort((a, b) => a.box.top - b.box.top)
    let gap = { px: 0, after: '', before: '' }
    let lowest = boxes[0]
    for (const current of boxes.slice(1)) {
      const px = current.box.top - lowest!.box.bottom
      if (px > gap.px) gap = { px: Math.round(px), after: lowest!.name, before: current.name }
      if (current.box.bottom > lowest!.box.bottom) lowest = current
    }
    return gap
  })
}
