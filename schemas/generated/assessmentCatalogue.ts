/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from schemas/site-config/assessment-catalogue.schema.json; edit the schema and run it again.
 */

/**
 * How the needs assessment reads the shop's default catalogue (site-config/catalog/shop.json defaultCatalogId): which catalogue product answers each device type the questions call for. Package contents are counted through the same products (itemsInPackage slugs). config:check fails when a product slug is not an add-on of the catalogue.
 */
export interface AssessmentCatalogueConfig {
  $schema?: string
  /**
   * Device type named in questions.json needs → the slug of the catalogue add-on that covers it (the id the shop accepts in ?add=).
   */
  needProducts: {
    [k: string]: string
  }
}
