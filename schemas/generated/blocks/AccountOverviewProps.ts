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
   * The words shown in it.
   */
  labels: {
    /**
     * The details shown.
     */
    details: string
    /**
     * Its name, as visitors read it.
     */
    name: string
    /**
     * The email address shown.
     */
    email: string
    /**
     * The phone number shown.
     */
    phone: string
    /**
     * The customer number.
     */
    customerNumber: string
    /**
     * The sites shown.
     */
    sites: string
    /**
     * The address shown.
     */
    address: string
    /**
     * The system shown.
     */
    system: string
    /**
     * The actions offered.
     */
    actions: string
  }
  /**
   * The links shown, in order.
   *
   * @minItems 1
   */
  links: [
    {
      /**
       * The words shown on it.
       */
      label: string
      /**
       * Where it goes: a page of the site (/shop), a part of this page (#schedule) or a full web address.
       */
      href: string
      /**
       * A sentence describing it.
       */
      description?: string
    },
    ...{
      /**
       * The words shown on it.
       */
      label: string
      /**
       * Where it goes: a page of the site (/shop), a part of this page (#schedule) or a full web address.
       */
      href: string
      /**
       * A sentence describing it.
       */
      description?: string
    }[]
  ]
  /**
   * The loading text shown.
   */
  loadingText: string
  /**
   * The signed out text shown.
   */
  signedOutText: string
  /**
   * The words shown for the sign in.
   */
  signInLabel: string
  /**
   * The no sites text shown.
   */
  noSitesText: string
  /**
   * Shown when the account service gave no customer details.
   */
  unavailableText?: string
}
