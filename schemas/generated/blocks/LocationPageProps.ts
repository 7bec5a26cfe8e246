/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/LocationPage/schema.json; edit the schema and run it again.
 */

/**
 * A location landing page for a state or a city from the CMS, with local copy and the local phone; unknown places answer 404.
 */
export interface LocationPageProps {
  headingTemplate: string
  callLabel: string
  citiesHeading: string
  neighborhoodsHeading: string
  /**
   * On a state page: the heading over its cities and their neighborhoods (the area served).
   */
  areaHeading: string
  /**
   * Over the local customers' reviews (content: each city's reviews).
   */
  reviewsHeading: string
  /**
   * What the stars say to a screen reader, e.g. Rated {{rating}} out of 5.
   */
  ratingLabel: string
  cta?: Link
  locationsLabel: string
}
export interface Link {
  label: string
  /**
   * A site path, https URL, tel:, mailto: or #anchor.
   */
  href: string
}
