/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/ShopCart/schema.json; edit the schema and run it again.
 */

/**
 * The cart (spec 2.3 cart view, 4.8): replaces every other section while open; checks out to the checkout redirect. While browsing it shows a small bar with the cart's count.
 */
export interface ShopCartProps {
  /**
   * The main words of this section.
   */
  heading: string
  /**
   * Shown when nothing is in the cart yet.
   */
  emptyText: string
  /**
   * Shown above the emptied cart when the buyer returns from the checkout’s confirmation. {{orderNumber}} is the order’s number.
   */
  placedText: string
  /**
   * Shown above the cart when the buyer returns from the confirmation but changed the cart after starting checkout, so it was kept. {{orderNumber}} is the order’s number.
   */
  placedKeptText: string
  /**
   * Heads the package in the cart.
   */
  packageHeading: string
  /**
   * Heads the devices added to the package.
   */
  addonsHeading: string
  /**
   * Quantity field label; {{product}} is replaced.
   */
  quantityLabel: string
  /**
   * Read by screen readers before a device's regular price, struck through beside its price while a promotion runs.
   */
  regularPriceLabel: string
  /**
   * Read between a struck-through regular price and the price paid: "Regular price $199.99, now $179.99".
   */
  nowLabel: string
  /**
   * Remove button text; {{product}} is replaced.
   */
  removeButton: string
  /**
   * Shown before the subtotal.
   */
  subtotalLabel: string
  /**
   * Before the monthly total (monitoring and any plan billed with it), under the subtotal.
   */
  monthlyLabel: string
  /**
   * Before the package's one-time installation, which the subtotal includes.
   */
  installationLabel: string
  /**
   * Shown after the installation label when the package's installation costs nothing, e.g. "Free"; freeInstallationNote follows it.
   */
  freeInstallationText: string
  /**
   * Shown with the monthly monitoring price.
   */
  monitoringLabel: string
  /**
   * Checkbox label; {{plan}} and {{price}} are replaced.
   */
  protectionLabel: string
  /**
   * The words on the checkout button.
   */
  checkoutButton: string
  /**
   * Shown while the order is being created.
   */
  checkingOutText: string
  /**
   * The words on the continue button.
   */
  continueButton: string
  /**
   * Bar shown while browsing; {{count}} is replaced.
   */
  cartBarText: string
  /**
   * The words on the view cart button.
   */
  viewCartButton: string
  /**
   * The form id sent with the shop's lead (for developers).
   */
  leadFormId: string
  /**
   * Under a free installation line: what makes it free, spec 9.4's "Free professional installation requires a 36-month monitoring commitment."
   */
  freeInstallationNote: string
  /**
   * Under the totals when the amount due reaches the financing minimum ($599): {{offer}} is the financing offer as the package cards word it (constants.json financing: the amount due ÷ 48, spec 9.4's figure, over 48 payments, then spec 9.4's terms text set apart as "Financing terms: …", a link to the footer's financing disclaimer).
   */
  financingText: string
  /**
   * Under the cart's heading in a browser where scripts do not run: the cart is kept in the browser and only its scripts can show it.
   */
  scriptsNeededText: string
  /**
   * With the cart's scripts-needed line: the link back to the packages, which order without scripts.
   */
  packagesLink: string
  /**
   * Over the shop when a package chosen without scripts could not be ordered (the scripted shop shows the error dialog instead).
   */
  orderFailedHeading: string
  /**
   * When the checkout could not create the order of a package chosen without scripts.
   */
  orderFailedText: string
  /**
   * When this visitor started too many orders in a short time (the per-client order limit).
   */
  orderLimitedText: string
  /**
   * When the package chosen is not sold on this page at its prices.
   */
  orderInvalidText: string
  /**
   * Names the package chosen; {{package}} is filled in.
   */
  orderChoiceText: string
  /**
   * The button that orders the same package again (the same order key, so never two orders).
   */
  orderRetryButton: string
  /**
   * Before the sales phone (the shop's line, its hours when closed).
   */
  orderCallPrompt: string
  /**
   * The id of the page's package list, where the scripts-needed line's link leads.
   */
  packagesAnchor: string
}
