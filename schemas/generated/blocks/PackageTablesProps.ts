/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/PackageTables/schema.json; edit the schema and run it again.
 */

/**
 * The shop's package cards and comparison table (spec 2.3), shown while no package is chosen. Partners override the headings in partners.json blockProps.
 */
export interface PackageTablesProps {
  heading: string
  subheading: string
  compareHeading: string
  compareSubheading: string
  /**
   * Button text; {{package}} is replaced by the package title.
   */
  chooseButton: string
  financingPrefix: string
  monitoringLabel: string
  installLabel: string
  featureColumn: string
  /**
   * Accessible text of an empty comparison cell.
   */
  notIncluded: string
}
