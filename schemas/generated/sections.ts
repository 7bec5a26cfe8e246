/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from schemas/site-config/sections.schema.json; edit the schema and run it again.
 */

/**
 * Shared sections, shared texts and shared list items. A section is a named block (a type and its props) that routes use with "section" and override in part; a text is a named sentence (a disclaimer, a footnote) that any prop, title or description in routes.json writes as {{texts.name}}.
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
  /**
   * Named list items many pages show, such as a device's product card: a list item in routes.json written as { "shared": "name" } is this item, with any keys written beside "shared" replacing its own.
   */
  items?: {
    [k: string]: SharedItem
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
export interface SharedItem {
  /**
   * What the item is and in which lists it is meant to be used.
   */
  description?: string
  /**
   * The list item as the block's schema describes it (for a product card: name, description, image, price…); config:check validates it on every page that uses it.
   */
  item: {}
}
