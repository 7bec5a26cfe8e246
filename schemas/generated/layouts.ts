/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from schemas/site-config/layouts.schema.json; edit the schema and run it again.
 */

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
  schedule?: ScheduleConfig
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
/**
 * Shows it only inside this window, in America/Chicago time; either end may be left out. A date alone is a whole day: "startsAt": "2027-05-24" starts at 12:00 am CT that day, "endsAt": "2027-05-31" runs through 11:59 pm CT on May 31. Outside the window it is hidden (a block) or answers 404 (a partner's pages); once the window has ended, config:check warns (and fails with --strict).
 */
export interface ScheduleConfig {
  /**
   * The first moment it shows: "2027-05-24" (from midnight CT) or "2027-05-24T09:00".
   */
  startsAt?: string
  /**
   * When it stops showing: "2027-05-31" (through 11:59 pm CT that day) or "2027-05-31T18:00".
   */
  endsAt?: string
}
