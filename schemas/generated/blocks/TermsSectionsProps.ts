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
   * The heading of the toc part.
   */
  tocHeading: string
  /**
   * The words shown for the selected.
   */
  selectedLabel: string
}
