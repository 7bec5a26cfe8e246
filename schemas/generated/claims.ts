/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from schemas/site-config/claims.schema.json; edit the schema and run it again.
 */

/**
 * Offer claims and the disclaimers they need. config:check fails when a page (its blocks, meta and layout, for every partner and query variant) shows a claim and no text on the same page matches one of the rule's disclaimer patterns.
 */
export interface ClaimsConfig {
  $schema?: string
  rules: ClaimRule[]
}
export interface ClaimRule {
  /**
   * Stable name of the rule, shown in messages and in config:diff.
   */
  id: string
  /**
   * The claim as people say it: "$X/mo", "0% APR".
   */
  claim: string
  /**
   * Regular expression (case-insensitive) that finds the claim in any text of a page.
   */
  claimPattern: string
  /**
   * What the disclaimer must say, in words, for the config:check message.
   */
  disclaimer: string
  /**
   * Regular expressions (case-insensitive); a text on the same page matching any one of them is the disclaimer.
   *
   * @minItems 1
   */
  disclaimerPatterns: [string, ...string[]]
}
