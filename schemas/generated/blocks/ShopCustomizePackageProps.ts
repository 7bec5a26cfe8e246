/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/ShopCustomizePackage/schema.json; edit the schema and run it again.
 */

/**
 * The customise flow (spec 2.3): what the package holds, devices to add, the protection plan, then the cart.
 */
export interface ShopCustomizePackageProps {
  /**
   * The main words of this section.
   */
  heading: string
  /**
   * A short line shown under the heading.
   */
  subheading: string
  /**
   * Heads the devices the package includes.
   */
  includedHeading: string
  /**
   * Heads the devices that can be added.
   */
  addDevicesHeading: string
  /**
   * Heads the devices that belong to none of the shop's categories (the devices are grouped under the category titles of the shop's settings).
   */
  otherDevicesHeading: string
  /**
   * Button text; {{product}} is replaced by the product name.
   */
  addButton: string
  /**
   * Takes back one device the customiser added; {{product}} is replaced by the product name.
   */
  removeButton: string
  /**
   * Read by screen readers before a regular price struck through while a promotion runs.
   */
  regularPriceLabel: string
  /**
   * Read between a struck-through regular price and the price paid: "Regular price $199.99, now $179.99".
   */
  nowLabel: string
  /**
   * Before the device's total quantity in the order (package + added).
   */
  inOrderLabel: string
  /**
   * Under a device the package already holds: {{count}} is how many. The stepper counts from it and never goes below it (the package's own devices stay).
   */
  inPackageText: string
  /**
   * Heads the protection plan choice.
   */
  protectionHeading: string
  /**
   * Checkbox label; {{plan}} and {{price}} are replaced.
   */
  protectionLabel: string
  /**
   * The words on the review cart button.
   */
  reviewCartButton: string
  /**
   * The words on the back button.
   */
  backButton: string
  /**
   * A bar that stays at the foot of the screen while devices are added: what the system costs so far, beside the Review Cart button.
   */
  runningTotal: {
    /**
     * Before the amounts.
     */
    label: string
    /**
     * {{subtotal}}: what the cart charges with the order, as the cart's subtotal.
     */
    dueText: string
    /**
     * After it when there are monthly charges: {{monthly}} is them (the monitoring, a monthly plan).
     */
    monthlyText: string
  }
}
