/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/AccountOverview/schema.json; edit the schema and run it again.
 */

/**
 * The signed-in customer's account area: name, e-mail, phone, customer number and sites (spec §3.2), each with its monitoring plan and equipment package named and priced from the catalogue, its next bill and the card on file, with links such as move request, help center and support. Rendered into the page by the server for the signed-in customer (the page is private to them); in a preview without a session, read from GET /api/session in the browser.
 */
export interface AccountOverviewProps {
  /**
   * The main words of this section.
   */
  heading: string
  /**
   * Shown before the customer's name, e.g. "Welcome back,".
   */
  greeting?: string
  /**
   * The small labels beside each detail of the account.
   */
  labels: {
    /**
     * Heads the customer's details.
     */
    details: string
    /**
     * Shown before the customer's name.
     */
    name: string
    /**
     * Shown before the email address.
     */
    email: string
    /**
     * Shown before the phone number.
     */
    phone: string
    /**
     * Shown before the customer number.
     */
    customerNumber: string
    /**
     * Heads the list of the customer's homes (sites).
     */
    sites: string
    /**
     * Shown before a home's security system.
     */
    system: string
    /**
     * Heads the links to what the customer can do.
     */
    actions: string
    /**
     * Shown before a site's monitoring plan (its name and monthly price come from the catalogue).
     */
    monitoringPlan: string
    /**
     * Shown before a site's equipment package (its name comes from the catalogue).
     */
    equipmentPackage: string
    /**
     * Shown before plans billed monthly with the monitoring (names and prices from the catalogue).
     */
    monthlyAddOns: string
    /**
     * Shown before a site's next bill date and amount.
     */
    nextBill: string
    /**
     * Shown before the card on file.
     */
    paymentMethod: string
    /**
     * A monthly price; {{price}} is the catalogue's price, e.g. $44.99.
     */
    perMonth: string
    /**
     * The next bill; {{amount}} is its amount and {{date}} its date.
     */
    nextBillText: string
    /**
     * What screen readers call a site's list of actions; {{address}} is the site's address.
     */
    siteActionsName: string
    /**
     * The card on file; {{brand}} is the card's brand and {{last4}} its last four digits.
     */
    cardText: string
  }
  /**
   * The links to what the customer can do, in order.
   *
   * @minItems 1
   */
  links: [
    {
      /**
       * The words of the link.
       */
      label: string
      /**
       * Where it goes: a page of the site (/shop), a part of this page (#schedule) or a full web address.
       */
      href: string
      /**
       * One sentence under the link: what the customer can do there.
       */
      description?: string
    },
    ...{
      /**
       * The words of the link.
       */
      label: string
      /**
       * Where it goes: a page of the site (/shop), a part of this page (#schedule) or a full web address.
       */
      href: string
      /**
       * One sentence under the link: what the customer can do there.
       */
      description?: string
    }[]
  ]
  /**
   * Links shown on every home's card under its plan and bill, in order: what a customer most often does for a home (pay, schedule service). Leave empty for none.
   */
  siteActions?: {
    /**
     * The words of the link, e.g. "Schedule a service visit".
     */
    label: string
    /**
     * Where it goes: a page of the site (a help article, a form) or a full web address.
     */
    href: string
  }[]
  /**
   * Shown while the account details load (only where the server rendered none: a preview without a session).
   */
  loadingText: string
  /**
   * Shown instead of the details when the server rendered none (a preview without a session) and the browser runs no scripts.
   */
  withoutScriptsText: string
  /**
   * Shown to a visitor who is not signed in.
   */
  signedOutText: string
  /**
   * The words on the sign-in button.
   */
  signInLabel: string
  /**
   * Shown when the account has no homes (sites) yet.
   */
  noSitesText: string
  /**
   * Shown when the account service gave no customer details.
   */
  unavailableText?: string
}
