/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/ShopProductSection/schema.json; edit the schema and run it again.
 */

/**
 * The shop's opening once a package is chosen (spec 2.3): the package, its features, price, financing and terms, with Customize Package.
 */
export interface ShopProductSectionProps {
  /**
   * A few words shown above the heading.
   */
  eyebrow: string
  /**
   * Heads the package's features.
   */
  featuresHeading: string
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
   * The words on the customize button.
   */
  customizeButton: string
  /**
   * The words on the change button.
   */
  changeButton: string
  /**
   * Terms shown under the package (termsData).
   */
  terms?: string[]
}
