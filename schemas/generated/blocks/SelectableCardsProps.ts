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
   * Whether the visitor picks one card or several.
   */
  mode: 'single' | 'multiple'
  /**
   * The name the chosen answers are sent under (for developers).
   */
  name: string
  /**
   * The cards to choose from, in order.
   *
   * @minItems 2
   */
  items: [
    {
      /**
       * What is sent when this card is chosen.
       */
      value: string
      /**
       * The words on the card.
       */
      label: string
      /**
       * A sentence on the card.
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
       * Where Continue goes with this card chosen: a page of the site, a part of this page, a phone (tel:) or a web address.
       */
      href?: string
    },
    {
      /**
       * What is sent when this card is chosen.
       */
      value: string
      /**
       * The words on the card.
       */
      label: string
      /**
       * A sentence on the card.
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
       * Where Continue goes with this card chosen: a page of the site, a part of this page, a phone (tel:) or a web address.
       */
      href?: string
    },
    ...{
      /**
       * What is sent when this card is chosen.
       */
      value: string
      /**
       * The words on the card.
       */
      label: string
      /**
       * A sentence on the card.
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
       * Where Continue goes with this card chosen: a page of the site, a part of this page, a phone (tel:) or a web address.
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
