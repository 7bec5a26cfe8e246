/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/StatsBand/schema.json; edit the schema and run it again.
 */

/**
 * A band of key figures with labels.
 */
export interface StatsBandProps {
  heading?: string
  /**
   * Section colours; promo is the promo theme colour variant.
   */
  tone: 'white' | 'warm' | 'blue' | 'dark' | 'promo'
  /**
   * @minItems 2
   * @maxItems 6
   */
  items:
    | [
        {
          value: string
          label: string
        },
        {
          value: string
          label: string
        }
      ]
    | [
        {
          value: string
          label: string
        },
        {
          value: string
          label: string
        },
        {
          value: string
          label: string
        }
      ]
    | [
        {
          value: string
          label: string
        },
        {
          value: string
          label: string
        },
        {
          value: string
          label: string
        },
        {
          value: string
          label: string
        }
      ]
    | [
        {
          value: string
          label: string
        },
        {
          value: string
          label: string
        },
        {
          value: string
          label: string
        },
        {
          value: string
          label: string
        },
        {
          value: string
          label: string
        }
      ]
    | [
        {
          value: string
          label: string
        },
        {
          value: string
          label: string
        },
        {
          value: string
          label: string
        },
        {
          value: string
          label: string
        },
        {
          value: string
          label: string
        },
        {
          value: string
          label: string
        }
      ]
}
