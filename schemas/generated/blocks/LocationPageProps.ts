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
