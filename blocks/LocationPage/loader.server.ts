import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import { pageNotFound } from '../../runtime/render/BlockLoader.ts'
import type { LocationPageProps } from '../../schemas/generated/blocks/LocationPageProps.ts'
import { excerpt, plainText } from '../../services/content/index.ts'
import { pageTitle } from '../shared/pageTitle.ts'
import type { LocationPageData } from './data.ts'
import { fillTemplate } from '../shared/fillTemplate.ts'

/** The most reviews a location page lists. */
const MOST_REVIEWS = 6

/**
 * /locations/:state and /locations/:state/:city from the CMS; a state or city it does not know is a 404. The place's
 * phone becomes the page's sales number.
 */
export const load: BlockLoader<LocationPageProps, LocationPageData> = async ({
  props,
  context,
  services,
  setMeta,
  setPhones,
}) => {
  const place = await services.content.location(context.params.state ?? '', context.params.city)
  if (!place) throw pageNotFound(`no location ${context.params.state}/${context.params.city ?? ''}`)
  const { state, city } = place
  const { brand } = services.settings.site
  const placeName = city ? `${city.name}, ${state.abbreviation}` : state.name
  const intro = city ? city.intro : state.intro
  setMeta?.({
    title: pageTitle(fillTemplate(props.headingTemplate, { place: placeName }), brand.name),
    description: excerpt(plainText(intro), 155),
  })
  const path = `/locations/${state.slug}${city ? `/${city.slug}` : ''}`
  // The place's local sales line is the page's sales number, in the header and footer too, as a partner page's
  // number is (sixth walkthrough D21: the hero gave the local number, the header and footer the national one).
  const phone = city?.phone ?? state.phone
  setPhones?.({ sales: phone, popup: phone })
  return {
    state: { slug: state.slug, name: state.name, abbreviation: state.abbreviation },
    city: city && { slug: city.slug, name: city.name },
    intro,
    stateIntro: city ? state.intro : null,
    phone,
    neighborhoods: city?.neighborhoods ?? [],
    cities: state.cities
      .filter((c) => c.slug !== city?.slug)
      .map((c) => ({ slug: c.slug, name: c.name, neighborhoods: c.neighborhoods })),
    // A state page shows its cities' reviews, a few from each city first, so no single city fills the list.
    reviews: (city ? [city] : state.cities)
      .flatMap((c) => c.reviews.map((review, rank) => ({ ...review, city: c.name, rank })))
      .sort((a, b) => a.rank - b.rank)
      .slice(0, MOST_REVIEWS)
      .map(({ rank: _rank, ...review }) => review),
    siteUrl: brand.siteUrl,
    businessName: brand.name,
    url: `${brand.siteUrl.replace(/\/$/, '')}${path}`,
  }
}
