/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from schemas/site-config/layouts.schema.json; edit the schema and run it again.
 */

/**
 * When a block shows: dates of its own ({"startsAt", "endsAt"}) or a price promotion's ({"promotion", "when"}).
 */
export type BlockScheduleConfig = import('../../services/schedule/promotionSchedule.ts').BlockScheduleConfig
export type BlockList = BlockConfig[]

/**
 * Named layouts (spec 2.12): the chrome each shows around a page's blocks.
 */
export interface LayoutsConfig {
  $schema?: string
  /**
   * Layout used for an unknown layout name.
   */
  fallback: string
  layouts: {
    [k: string]: LayoutConfig
  }
}
export interface LayoutConfig {
  description?: string
  header: BlockList
  footer: BlockList
  /**
   * Loads the live-chat bubble.
   */
  chat: boolean
  /**
   * Lead forms and modals may show.
   */
  leadForms: boolean
  /**
   * Call-to-action buttons show.
   */
  ctaButtons: boolean
  signIn: 'none' | 'optional' | 'required'
  tagManagerContainer?: string
  maintenance?: boolean
}
export interface BlockConfig {
  /**
   * Unique on the page; also the anchor id.
   */
  id: string
  /**
   * A block type registered in blocks/registry.ts.
   */
  type: string
  props?: {}
  visibleWhen?: BlockCondition
  schedule?: BlockScheduleConfig
}
export interface BlockCondition {
  /**
   * present, absent, or the list of values that show the block.
   */
  query?: {
    [k: string]: 'present' | 'absent' | [string, ...string[]]
  }
  partner?: 'present' | 'absent'
}
