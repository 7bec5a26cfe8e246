/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from schemas/site-config/required-blocks.schema.json; edit the schema and run it again.
 */

/**
 * Blocks a kind of page cannot lose. config:check fails when a listed route (or a page made from it for a partner) no longer has one of them after every composition.
 */
export interface RequiredBlocksConfig {
  $schema?: string
  pageTypes: RequiredBlocksPageType[]
}
export interface RequiredBlocksPageType {
  /**
   * What kind of page this is, as people say it: "shop".
   */
  name: string
  /**
   * Names of the routes in routes.json that are this kind of page; a template route covers every partner page made from it.
   *
   * @minItems 1
   */
  routes: [string, ...string[]]
  /**
   * @minItems 1
   */
  blocks: [RequiredBlock, ...RequiredBlock[]]
}
export interface RequiredBlock {
  /**
   * Block type that must be on the page (a folder of blocks/).
   */
  type: string
  /**
   * What the block is for, shown in the config:check message so the editor knows what removing it breaks: "visitors see and check out their cart here".
   */
  why: string
}
