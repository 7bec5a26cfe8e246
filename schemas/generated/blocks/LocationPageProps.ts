/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/LocationPage/schema.json; edit the schema and run it again.
 */

/**
 * A location landing page for a state or a city from the CMS, with local copy and the local phone; unknown places answer 404.
 */
export interface LocationPageProps {
  /**
   * The heading; {{place}} is filled in with the city or state.
   */
  headingTemplate: string
  /**
   * The words of the call link.
   */
  callLabel: string
  /**
   * Heads the list of cities.
   */
  citiesHeading: string
  /**
   * Heads the list of neighborhoods.
   */
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
  /**
   * The words of the link to every location.
   */
  locationsLabel: string
}
export interface Link {
  /**
   * The words visitors read on it.
   */
  label: string
  /**
   * Where it goes: a page of the site (/shop), a part of this page (#schedule), a full web address (https://…), tel: or mailto:.
   */
  href: string
}
