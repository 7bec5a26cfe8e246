/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from schemas/site-config/sections.schema.json; edit the schema and run it again.
 */

/**
 * Shared sections: named blocks (a type and its props) that routes use by name with "section" and override in part.
 */
export interface SectionsConfig {
  $schema?: string
  sections: {
    [k: string]: SharedSection
  }
}
export interface SharedSection {
  /**
   * What the section is and where it is meant to be used.
   */
  description?: string
  /**
   * A block type registered in blocks/registry.ts.
   */
  type: string
  /**
   * The block's props; a route using the section may override any of them.
   */
  props: {}
}
