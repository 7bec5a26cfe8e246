/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/ShopZipHero/schema.json; edit the schema and run it again.
 */

/**
 * The shop's opening while no package is chosen (spec 2.3): asks for a ZIP code; the page scrolls to it and focuses the ZIP input after the configured delay.
 */
export interface ShopZipHeroProps {
  /**
   * A few words shown above the heading.
   */
  eyebrow?: string
  /**
   * The main words of this section.
   */
  heading: string
  /**
   * A short line shown under the heading.
   */
  subheading?: string
  /**
   * The label of the ZIP code box.
   */
  zipLabel: string
  /**
   * The words on the button that checks the ZIP code.
   */
  buttonLabel: string
  /**
   * Shown when the button is pressed with the box empty.
   */
  zipRequiredMessage: string
  /**
   * Shown when the ZIP code is not five digits.
   */
  zipInvalidMessage: string
  /**
   * Shown after a valid ZIP; {{zip}} is replaced by it.
   */
  zipAcceptedMessage: string
  /**
   * Text before the call link (or, while the e-commerce sales line is closed, before the number and its hours).
   */
  callPrompt: string
  /**
   * The words of the call link, before the page's sales number ("Call (855) …"). While the e-commerce sales line is closed (spec 9.1's hours) the same words show as text with those hours (hours.json's salesCallWhenClosed).
   */
  callLabel: string
  /**
   * The id of the section to scroll to after a good ZIP code.
   */
  packagesAnchor: string
  /**
   * On a partner's shop below the md width, the partner catalogue's first package (name and whole price, with a button to choose it) inside the partner's card, so a phone's first screen shows a package as the leading shops do; the package cards follow further down. Not shown on /shop or from md, where the cards start in the first screen.
   */
  firstPackage?: {
    /**
     * Above the package's name, e.g. "Partner pricing starts with".
     */
    leadIn: string
    /**
     * {{package}} is the package's name.
     */
    chooseButton: string
    /**
     * Goes to the package cards; {{count}} is how many there are.
     */
    allPackagesLink: string
    /**
     * Before the monthly monitoring price.
     */
    monitoringLabel: string
    /**
     * Before the installation price.
     */
    installLabel: string
    /**
     * Read by screen readers before a struck-through regular price.
     */
    regularPriceLabel: string
    /**
     * Read between a struck-through regular price and the price paid: "Regular price $199.99, now $179.99".
     */
    nowLabel: string
    /**
     * The words before the financing offer, "Or" (the offer itself, "$15.62/mo. over 48 payments. Financing terms: at 0% APR for 9 months.", is constants.json's financing text, one for every place it shows).
     */
    financingPrefix: string
    /**
     * Under the financing line, one short line: what the monthly figure is computed from; {{financed}} is the negotiated price and {{payments}} the number of payments (48).
     */
    financingBasis: string
  }
}
