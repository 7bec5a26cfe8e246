/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from schemas/site-config/sections.schema.json; edit the schema and run it again.
 */

/**
 * Shared sections and shared texts. A section is a named block (a type and its props) that routes use with "section" and override in part; a text is a named sentence (a disclaimer, a footnote) that any prop, title or description in routes.json writes as {{texts.name}}.
 */
export interface SectionsConfig {
  $schema?: string
  sections: {
    [k: string]: SharedSection
  }
  /**
   * Named texts written in routes.json as {{texts.name}}; they may themselves use {{brand.name}} and, on partner pages, {{partner.name}}.
   */
  texts?: {
    [k: string]: string
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
