/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from schemas/site-config/phones.schema.json; edit the schema and run it again.
 */

/**
 * Phone numbers (spec 9.2); partners and routes may override sales, salesText and popup.
 */
export interface PhonesConfig {
  $schema?: string
  sales: string
  support: string
  supportText: string
  salesText: string
  popup: string
  localSupport: string
}
