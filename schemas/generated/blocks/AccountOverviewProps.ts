/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/AccountOverview/schema.json; edit the schema and run it again.
 */

/**
 * The signed-in customer's account area: name, e-mail, phone, customer number and sites (spec §3.2), with links such as move request, help center and support. Read from GET /api/session in the browser.
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
     * Shown before a home's address.
     */
    address: string
    /**
     * Shown before a home's security system.
     */
    system: string
    /**
     * Heads the links to what the customer can do.
     */
    actions: string
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
   * Shown while the account details load.
   */
  loadingText: string
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
