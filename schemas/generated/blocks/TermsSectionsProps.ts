/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/TermsSections/schema.json; edit the schema and run it again.
 */

/**
 * The terms and conditions from the CMS, section by section; ?termsSection=<anchor> scrolls to and highlights one section.
 */
export interface TermsSectionsProps {
  /**
   * Heads the list of the terms' parts.
   */
  tocHeading: string
  /**
   * Shown before the part of the terms being read.
   */
  selectedLabel: string
}
