import type { Theme } from '@emotion/react'

/**
 * Section colour schemes editors pick per block. "promo" is the spec's promo theme colour variant
 * (§2.10): the brand's purple, used for offers and seasonal campaigns.
 */
export type Tone = 'white' | 'warm' | 'blue' | 'dark' | 'promo'

export interface ToneColours {
  background: string
  text: string
  /** Headings and accents. */
  accent: string
  /** True when the background is dark and text, links and focus rings must be light. */
  inverse: boolean
}

export function toneColours(theme: Theme, tone: Tone = 'white'): ToneColours {
  const p = theme.palette
  switch (tone) {
    case 'warm':
      return { background: p.warmgray, text: p.darkgray, accent: p.darkblue, inverse: false }
    case 'blue':
      return { background: p.lightblue, text: p.darkgray, accent: p.darkblue, inverse: false }
    case 'dark':
      return { background: p.darkblue, text: '#fff', accent: '#fff', inverse: true }
    case 'promo':
      return { background: p.darkpurple, text: '#fff', accent: '#fff', inverse: true }
    default:
      return { background: '#fff', text: p.darkgray, accent: p.darkblue, inverse: false }
  }
}
