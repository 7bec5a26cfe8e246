/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/CheckoutHelpLine/schema.json; edit the schema and run it again.
 */

/**
 * The checkout's help line under its logo-only header: the sales number while the shop's sales line is open, else the 24/7 support text line.
 */
export interface CheckoutHelpLineProps {
  /**
   * Names the help line as a region, e.g. Help with your order.
   */
  label: string
  /**
   * The words before the number, e.g. Questions?
   */
  prompt: string
  /**
   * Before the sales number while the shop's sales line is open (the partner's number on a partner's order), e.g. Call.
   */
  callLabel: string
  /**
   * Before the support text number while sales is closed (and without scripts, when the hour is unknown): support answers texts 24/7 (spec 9.1), e.g. Text us 24/7 at.
   */
  textLabel: string
}
