/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/AccountOverview/schema.json; edit the schema and run it again.
 */

/**
 * The signed-in customer's account area: name, e-mail, phone, customer number and sites (spec §3.2), with links such as move request, help center and support. Read from GET /api/session in the browser.
 */
export interface AccountOverviewProps {
  heading: string
  /**
   * Shown before the customer's name, e.g. "Welcome back,".
   */
  greeting?: string
  labels: {
    details: string
    name: string
    email: string
    phone: string
    customerNumber: string
    sites: string
    address: string
    system: string
    actions: string
  }
  /**
   * @minItems 1
   */
  links: [
    {
      label: string
      href: string
      description?: string
    },
    ...{
      label: string
      href: string
      description?: string
    }[]
  ]
  loadingText: string
  signedOutText: string
  signInLabel: string
  noSitesText: string
  /**
   * Shown when the account service gave no customer details.
   */
  unavailableText?: string
}
