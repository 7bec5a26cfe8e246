import type { Page } from 'playwright-core'

/** What the focused element's ring looks like and what it is drawn against. */
export interface FocusedRing {
  /** A short description of the element: tag, text or label, and the block it sits in. */
  element: string
  /** The ring's colour (outline, or the box-shadow when there is no outline), or null when nothing is drawn. */
  ring: string | null
  /** The ring's thickness in CSS pixels. */
  width: number
  /** The opaque colour behind the ring (the ancestors' backgrounds composited), or null when an image is behind. */
  behind: string | null
  /** WCAG contrast ratio of ring against behind. */
  contrast: number
}

/**
 * Reads the focus ring of document.activeElement from its computed styles and the colour it is drawn on.
 * A ring drawn outside the element (outline-offset ≥ 0, a box-shadow spread) stands on what is behind the
 * element: its parents' backgrounds, composited from the nearest opaque one. A ring drawn inside (a negative
 * offset) stands on the element's own background.
 */
export function focusedRing(page: Page): Promise<FocusedRing | null> {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body || !(element instanceof HTMLElement)) return null

    type Rgba = [number, number, number, number]
    const parse = (value: string): Rgba | null => {
      const match = /rgba?\(([^)]+)\)/.exec(value)
      if (!match) return null
      const [r = 0, g = 0, b = 0, a = 1] = (match[1] ?? '')
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number)
      return [r, g, b, a]
    }
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const alpha = top[3] + bottom[3] * (1 - top[3])
      if (alpha === 0) return [0, 0, 0, 0]
      const channel = (t: number, b: number) => (t * top[3] + b * bottom[3] * (1 - top[3])) / alpha
      return [channel(top[0], bottom[0]), channel(top[1], bottom[1]), channel(top[2], bottom[2]), alpha]
    }
    const luminance = ([r, g, b]: Rgba) => {
      const linear = (c: number) => {
        const s = c / 255
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }
    const ratio = (a: Rgba, b: Rgba) => {
      const [x, y] = [luminance(a), luminance(b)]
      return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05)
    }
    const css = (rgba: Rgba) => `rgb(${rgba.slice(0, 3).map(Math.round).join(', ')})`

    const style = getComputedStyle(element)
    let ring: Rgba | null = null
    let width = 0
    let inside = false
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
      ring = parse(style.outlineColor)
      width = parseFloat(style.outlineWidth)
      inside = parseFloat(style.outlineOffset) < 0
    } else if (style.boxShadow !== 'none') {
      // "rgb(…) 0px 0px 0px 3px": the first shadow's colour and its spread.
      ring = parse(style.boxShadow)
      const lengths = style.boxShadow
        .replace(/rgba?\([^)]+\)/, '')
        .trim()
        .split(/\s+/)
        .map(parseFloat)
      width = lengths[3] ?? 0
      inside = style.boxShadow.includes('inset')
    }

    // Composite the backgrounds from the element (ring inside) or its parent (ring outside) up to an opaque one.
    let behind: Rgba = [0, 0, 0, 0]
    let imageBehind = false
    for (let node: Element | null = inside ? element : element.parentElement; node; node = node.parentElement) {
      const nodeStyle = getComputedStyle(node)
      const colour = parse(nodeStyle.backgroundColor) ?? [0, 0, 0, 0]
      behind = over(behind, colour)
      if (behind[3] >= 0.999) break
      if (nodeStyle.backgroundImage !== 'none') {
        imageBehind = true
        break
      }
    }
    if (behind[3] < 0.999 && !imageBehind) behind = over(behind, [255, 255, 255, 1])

    const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)
    const landmark = element.closest('header, footer, nav, aside, section, main, [role="dialog"]')
    const block = landmark ? `${landmark.tagName.toLowerCase()}${landmark.id ? '#' + landmark.id : ''}` : ''
    const ringColour = ring && ring[3] > 0 ? ring : null
    return {
      element: `${element.tagName.toLowerCase()} "${label}" in ${block || 'page'}`,
      ring: ringColour ? css(ringColour) : null,
      width,
      behind: imageBehind ? null : css(behind),
      contrast: ringColour && !imageBehind ? ratio(over(ringColour, behind), behind) : 0,
    }
  })
}
