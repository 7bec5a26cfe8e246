/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from schemas/site-config/brand.schema.json; edit the schema and run it again.
 */

/**
 * The company's brand: names, domain, palette, type and breakpoints (spec 9.8).
 */
export interface BrandConfig {
  $schema?: string
  name: string
  shortName: string
  /**
   * Fills {brand} in paths.
   */
  slug: string
  companyDomain: string
  siteUrl: string
  defaultTitle: string
  defaultDescription: string
  shareImage?: string
  palette: {
    warmgray: string
    darkgray: string
    lightblue: string
    darkblue: string
    lightgreen: string
    darkgreen: string
    lightpurple: string
    darkpurple: string
    ctagreen: string
    ctagreenhover: string
  }
  rootFontSize: string
  breakpoints: {
    xs: number
    sm: number
    md: number
    lg: number
    xl: number
    xxl: number
  }
  /**
   * @minItems 1
   */
  layoutBreakpoints: [number, ...number[]]
  maxContainerWidth: number
  /**
   * Values for brand-wide path placeholders other than partners, e.g. {financing-provider}.
   */
  placeholders: {
    [k: string]: string
  }
}
