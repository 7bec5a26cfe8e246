/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/HowItWorksSteps/schema.json; edit the schema and run it again.
 */

/**
 * Numbered steps explaining how something works, with an optional call to action.
 */
export interface HowItWorksStepsProps {
  heading: string
  intro?: string
  /**
   * Section colours; promo is the promo theme colour variant.
   */
  tone: 'white' | 'warm' | 'blue' | 'dark' | 'promo'
  /**
   * @minItems 2
   * @maxItems 6
   */
  steps:
    | [
        {
          heading: string
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
          heading: string
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
          heading: string
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
          heading: string
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
          heading: string
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
          heading: string
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
          heading: string
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
          heading: string
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
          heading: string
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
          heading: string
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
          heading: string
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
          heading: string
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
          heading: string
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
          heading: string
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
          heading: string
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
          heading: string
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
          heading: string
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
          heading: string
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
          heading: string
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
          heading: string
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
  label: string
  /**
   * A site path, https URL, tel:, mailto: or #anchor.
   */
  href: string
}
