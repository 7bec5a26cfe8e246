/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/SelectableCards/schema.json; edit the schema and run it again.
 */

/**
 * Cards the visitor picks from, with a check mark on the chosen ones: radio semantics for one choice, checkboxes for several. An optional Continue link follows the chosen card's link.
 */
export interface SelectableCardsProps {
  /**
   * The main words of this section.
   */
  heading?: string
  /**
   * A sentence or two shown under the heading.
   */
  intro?: string
  /**
   * Section colours; promo is the promo theme colour variant.
   */
  tone: 'white' | 'warm' | 'blue' | 'dark' | 'promo'
  /**
   * The question the cards answer; labels the group.
   */
  legend: string
  /**
   * How it works on this page.
   */
  mode: 'single' | 'multiple'
  /**
   * Form field name of the inputs.
   */
  name: string
  /**
   * The items shown, in order.
   *
   * @minItems 2
   */
  items: [
    {
      /**
       * The value shown.
       */
      value: string
      /**
       * The words shown on it.
       */
      label: string
      /**
       * A sentence describing it.
       */
      description?: string
      /**
       * A line icon from blocks/shared/icons.tsx.
       */
      icon?:
        | 'shield'
        | 'camera'
        | 'doorbell'
        | 'lock'
        | 'phone'
        | 'thermostat'
        | 'wrench'
        | 'clock'
        | 'dollar'
        | 'home'
        | 'sensor'
        | 'bolt'
        | 'check'
        | 'star'
        | 'fire'
        | 'water'
        | 'users'
        | 'gift'
        | 'garage'
        | 'plug'
        | 'headset'
        | 'map'
        | 'chat'
        | 'sun'
        | 'building'
        | 'calendar'
        | 'eye'
      /**
       * A site path, https URL, tel:, mailto: or #anchor.
       */
      href?: string
    },
    {
      /**
       * The value shown.
       */
      value: string
      /**
       * The words shown on it.
       */
      label: string
      /**
       * A sentence describing it.
       */
      description?: string
      /**
       * A line icon from blocks/shared/icons.tsx.
       */
      icon?:
        | 'shield'
        | 'camera'
        | 'doorbell'
        | 'lock'
        | 'phone'
        | 'thermostat'
        | 'wrench'
        | 'clock'
        | 'dollar'
        | 'home'
        | 'sensor'
        | 'bolt'
        | 'check'
        | 'star'
        | 'fire'
        | 'water'
        | 'users'
        | 'gift'
        | 'garage'
        | 'plug'
        | 'headset'
        | 'map'
        | 'chat'
        | 'sun'
        | 'building'
        | 'calendar'
        | 'eye'
      /**
       * A site path, https URL, tel:, mailto: or #anchor.
       */
      href?: string
    },
    ...{
      /**
       * The value shown.
       */
      value: string
      /**
       * The words shown on it.
       */
      label: string
      /**
       * A sentence describing it.
       */
      description?: string
      /**
       * A line icon from blocks/shared/icons.tsx.
       */
      icon?:
        | 'shield'
        | 'camera'
        | 'doorbell'
        | 'lock'
        | 'phone'
        | 'thermostat'
        | 'wrench'
        | 'clock'
        | 'dollar'
        | 'home'
        | 'sensor'
        | 'bolt'
        | 'check'
        | 'star'
        | 'fire'
        | 'water'
        | 'users'
        | 'gift'
        | 'garage'
        | 'plug'
        | 'headset'
        | 'map'
        | 'chat'
        | 'sun'
        | 'building'
        | 'calendar'
        | 'eye'
      /**
       * A site path, https URL, tel:, mailto: or #anchor.
       */
      href?: string
    }[]
  ]
  /**
   * Values chosen when the page loads.
   *
   * @minItems 0
   */
  selected?: string[]
  /**
   * Shown as a button that goes to the chosen card's href (single mode).
   */
  continueLabel?: string
  /**
   * Shown in place of the Continue button until a card is chosen.
   */
  continueHint: string
}
