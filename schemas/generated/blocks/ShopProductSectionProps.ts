/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/ShopProductSection/schema.json; edit the schema and run it again.
 */

/**
 * The shop's opening once a package is chosen (spec 2.3): the package, its features, price, financing and terms, with Customize Package.
 */
export interface ShopProductSectionProps {
  eyebrow: string
  featuresHeading: string
  financingPrefix: string
  monitoringLabel: string
  installLabel: string
  customizeButton: string
  changeButton: string
  /**
   * Terms shown under the package (termsData).
   */
  terms?: string[]
}
