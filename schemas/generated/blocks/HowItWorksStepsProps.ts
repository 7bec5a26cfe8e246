/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/HowItWorksSteps/schema.json; edit the schema and run it again.
 */

/**
 * Numbered steps explaining how something works, with an optional call to action.
 */
export interface HowItWorksStepsProps {
  /**
   * The main words of this section.
   */
  heading: string
  /**
   * A sentence or two shown under the heading.
   */
  intro?: string
  /**
   * Section colours; promo is the promo theme colour variant.
   */
  tone: 'white' | 'warm' | 'blue' | 'dark' | 'promo'
  /**
   * The steps, in order.
   *
   * @minItems 2
   * @maxItems 6
   */
  steps:
    | [
        {
          /**
           * The main words of this section.
           */
          heading: string
          /**
           * The words shown here.
           */
          text: string
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
        },
        {
          /**
           * The main words of this section.
           */
          heading: string
          /**
           * The words shown here.
           */
          text: string
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
        }
      ]
    | [
        {
          /**
           * The main words of this section.
           */
          heading: string
          /**
           * The words shown here.
           */
          text: string
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
        },
        {
          /**
           * The main words of this section.
           */
          heading: string
          /**
           * The words shown here.
           */
          text: string
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
        },
        {
          /**
           * The main words of this section.
           */
          heading: string
          /**
           * The words shown here.
           */
          text: string
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
        }
      ]
    | [
        {
          /**
           * The main words of this section.
           */
          heading: string
          /**
           * The words shown here.
           */
          text: string
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
        },
        {
          /**
           * The main words of this section.
           */
          heading: string
          /**
           * The words shown here.
           */
          text: string
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
        },
        {
          /**
           * The main words of this section.
           */
          heading: string
          /**
           * The words shown here.
           */
          text: string
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
        },
        {
          /**
           * The main words of this section.
           */
          heading: string
          /**
           * The words shown here.
           */
          text: string
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
        }
      ]
    | [
        {
          /**
           * The main words of this section.
           */
          heading: string
          /**
           * The words shown here.
           */
          text: string
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
        },
        {
          /**
           * The main words of this section.
           */
          heading: string
          /**
           * The words shown here.
           */
          text: string
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
        },
        {
          /**
           * The main words of this section.
           */
          heading: string
          /**
           * The words shown here.
           */
          text: string
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
        },
        {
          /**
           * The main words of this section.
           */
          heading: string
          /**
           * The words shown here.
           */
          text: string
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
        },
        {
          /**
           * The main words of this section.
           */
          heading: string
          /**
           * The words shown here.
           */
          text: string
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
        }
      ]
    | [
        {
          /**
           * The main words of this section.
           */
          heading: string
          /**
           * The words shown here.
           */
          text: string
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
        },
        {
          /**
           * The main words of this section.
           */
          heading: string
          /**
           * The words shown here.
           */
          text: string
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
        },
        {
          /**
           * The main words of this section.
           */
          heading: string
          /**
           * The words shown here.
           */
          text: string
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
        },
        {
          /**
           * The main words of this section.
           */
          heading: string
          /**
           * The words shown here.
           */
          text: string
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
        },
        {
          /**
           * The main words of this section.
           */
          heading: string
          /**
           * The words shown here.
           */
          text: string
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
        },
        {
          /**
           * The main words of this section.
           */
          heading: string
          /**
           * The words shown here.
           */
          text: string
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
        }
      ]
  cta?: Link
}
export interface Link {
  /**
   * The words visitors read on it.
   */
  label: string
  /**
   * Where it goes: a page of the site (/shop), a part of this page (#schedule), a full web address (https://…), tel: or mailto:.
   */
  href: string
}
