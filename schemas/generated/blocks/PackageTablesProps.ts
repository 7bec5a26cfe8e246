/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/PackageTables/schema.json; edit the schema and run it again.
 */

/**
 * The shop's package cards and comparison table (spec 2.3), shown while no package is chosen. Partners override the headings in partners.json blockProps.
 */
export interface PackageTablesProps {
  /**
   * The main words of this section.
   */
  heading: string
  /**
   * A short line shown under the heading.
   */
  subheading: string
  /**
   * Heads the table that compares the packages.
   */
  compareHeading: string
  /**
   * A short line under the comparison heading.
   */
  compareSubheading: string
  /**
   * Button text; {{package}} is replaced by the package title.
   */
  chooseButton: string
  /**
   * The words before the financing offer, "Or" (the offer itself, "$15.62/mo. over 48 payments. Financing terms: at 0% APR for 9 months.", is constants.json's financing text, one for every place it shows).
   */
  financingPrefix: string
  /**
   * Under the financing line, one short line: what the monthly figure is computed from; {{financed}} is the negotiated price and {{payments}} the number of payments (48).
   */
  financingBasis: string
  /**
   * Read by screen readers before a regular price struck through while a promotion runs.
   */
  regularPriceLabel: string
  /**
   * Read between a struck-through regular price and the price paid: "Regular price $199.99, now $179.99".
   */
  nowLabel: string
  /**
   * Shown with the monthly monitoring price.
   */
  monitoringLabel: string
  /**
   * Shown with the installation price.
   */
  installLabel: string
  /**
   * The heading over the feature names.
   */
  featureColumn: string
  /**
   * Accessible text of an empty comparison cell.
   */
  notIncluded: string
  /**
   * Heads the comparison's row of each package's equipment price (from the catalogue, a promotion's regular price struck through).
   */
  comparePriceLabel: string
  /**
   * Shown above the comparison on screens too narrow for all its columns, where the table scrolls sideways with the device names kept in view.
   */
  compareScrollHint: string
  /**
   * When the subheading ends with these words (the spec's "… Compare them"), they link down to the comparison table, so the sentence is a call to act rather than cut short.
   */
  compareLinkText: string
}
