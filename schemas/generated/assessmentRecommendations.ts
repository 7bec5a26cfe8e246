/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from schemas/site-config/assessment-recommendations.schema.json; edit the schema and run it again.
 */

/**
 * What the needs assessment may recommend: the packages (ids as in the shop's catalogue) with their items, and the devices that can be added to them.
 */
export interface AssessmentRecommendationsConfig {
  $schema?: string
  /**
   * @minItems 1
   */
  packages: [RecommendablePackage, ...RecommendablePackage[]]
  devices: AddOnDevice[]
}
export interface RecommendablePackage {
  /**
   * The package id the shop accepts in ?package=.
   */
  id: string
  title: string
  listPrice: number
  /**
   * @minItems 1
   */
  items: [PackageItem, ...PackageItem[]]
}
export interface PackageItem {
  type: string
  name: string
  quantity: number
}
export interface AddOnDevice {
  /**
   * The device id the shop accepts in ?add=.
   */
  id: string
  type: string
  name: string
  price: number
}
