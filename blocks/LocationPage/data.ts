import type { LocalReview, RichText } from '../../services/content/index.ts'

export interface LocationPageData {
  state: { slug: string; name: string; abbreviation: string }
  city: { slug: string; name: string } | null
  intro: RichText
  /** The stateʼs intro under a city page, so a city page also reads as part of its state. */
  stateIntro: RichText | null
  phone: string
  neighborhoods: string[]
  /** Other places to link to: the stateʼs cities (or, on a city page, its sibling cities), with their neighborhoods. */
  cities: Array<{ slug: string; name: string; neighborhoods: string[] }>
  /** Local reviews: the cityʼs, or on a state page its citiesʼ, each with the city it comes from. */
  reviews: Array<LocalReview & { city: string }>
  siteUrl: string
  businessName: string
  url: string
}
