import type { RichText } from '../../services/content/index.ts'

export interface LocationPageData {
  state: { slug: string; name: string; abbreviation: string }
  city: { slug: string; name: string } | null
  intro: RichText
  /** The stateʼs intro under a city page, so a city page also reads as part of its state. */
  stateIntro: RichText | null
  phone: string
  neighborhoods: string[]
  /** Other places to link to: the stateʼs cities (or, on a city page, its sibling cities). */
  cities: Array<{ slug: string; name: string }>
  siteUrl: string
  businessName: string
  url: string
}
