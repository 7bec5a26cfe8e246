/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/StatsBand/schema.json; edit the schema and run it again.
 */

/**
 * A band of key figures with labels.
 */
export interface StatsBandProps {
  /**
   * The main words of this section.
   */
  heading?: string
  /**
   * Section colours; promo is the promo theme colour variant.
   */
  tone: 'white' | 'warm' | 'blue' | 'dark' | 'promo'
  /**
   * The figures, in order.
   *
   * @minItems 2
   * @maxItems 6
   */
  items:
    | [
        {
          /**
           * The figure shown large, e.g. 2M+.
           */
          value: string
          /**
           * What the figure counts.
           */
          label: string
        },
        {
          /**
           * The figure shown large, e.g. 2M+.
           */
          value: string
          /**
           * What the figure counts.
           */
          label: string
        }
      ]
    | [
        {
          /**
           * The figure shown large, e.g. 2M+.
           */
          value: string
          /**
           * What the figure counts.
           */
          label: string
        },
        {
          /**
           * The figure shown large, e.g. 2M+.
           */
          value: string
          /**
           * What the figure counts.
           */
          label: string
        },
        {
          /**
           * The figure shown large, e.g. 2M+.
           */
          value: string
          /**
           * What the figure counts.
           */
          label: string
        }
      ]
    | [
        {
          /**
           * The figure shown large, e.g. 2M+.
           */
          value: string
          /**
           * What the figure counts.
           */
          label: string
        },
        {
          /**
           * The figure shown large, e.g. 2M+.
           */
          value: string
          /**
           * What the figure counts.
           */
          label: string
        },
        {
          /**
           * The figure shown large, e.g. 2M+.
           */
          value: string
          /**
           * What the figure counts.
           */
          label: string
        },
        {
          /**
           * The figure shown large, e.g. 2M+.
           */
          value: string
          /**
           * What the figure counts.
           */
          label: string
        }
      ]
    | [
        {
          /**
           * The figure shown large, e.g. 2M+.
           */
          value: string
          /**
           * What the figure counts.
           */
          label: string
        },
        {
          /**
           * The figure shown large, e.g. 2M+.
           */
          value: string
          /**
           * What the figure counts.
           */
          label: string
        },
        {
          /**
           * The figure shown large, e.g. 2M+.
           */
          value: string
          /**
           * What the figure counts.
           */
          label: string
        },
        {
          /**
           * The figure shown large, e.g. 2M+.
           */
          value: string
          /**
           * What the figure counts.
           */
          label: string
        },
        {
          /**
           * The figure shown large, e.g. 2M+.
           */
          value: string
          /**
           * What the figure counts.
           */
          label: string
        }
      ]
    | [
        {
          /**
           * The figure shown large, e.g. 2M+.
           */
          value: string
          /**
           * What the figure counts.
           */
          label: string
        },
        {
          /**
           * The figure shown large, e.g. 2M+.
           */
          value: string
          /**
           * What the figure counts.
           */
          label: string
        },
        {
          /**
           * The figure shown large, e.g. 2M+.
           */
          value: string
          /**
           * What the figure counts.
           */
          label: string
        },
        {
          /**
           * The figure shown large, e.g. 2M+.
           */
          value: string
          /**
           * What the figure counts.
           */
          label: string
        },
        {
          /**
           * The figure shown large, e.g. 2M+.
           */
          value: string
          /**
           * What the figure counts.
           */
          label: string
        },
        {
          /**
           * The figure shown large, e.g. 2M+.
           */
          value: string
          /**
           * What the figure counts.
           */
          label: string
        }
      ]
}
