/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/TrustBadges/schema.json; edit the schema and run it again.
 */

/**
 * A row of trust signals: the customer rating with its review count (from navigation.json footer.reviews, one figure for the whole site) and the company's own claims about its monitoring, warranty and installation. Write the claims as the company's promises; they are not third-party endorsements.
 */
export interface TrustBadgesProps {
  /**
   * Optional; without it the row is a compact band named by "Name for screen readers".
   */
  heading?: string
  /**
   * Names the section for screen readers when it has no heading.
   */
  ariaLabel: string
  /**
   * Section colours; promo is the promo theme colour variant.
   */
  tone: 'white' | 'warm' | 'blue' | 'dark' | 'promo'
  /**
   * Lead with the site's rating and review count (navigation.json footer.reviews).
   */
  showRating: boolean
  /**
   * The badges, in order.
   *
   * @minItems 1
   * @maxItems 5
   */
  items:
    | [
        {
          /**
           * The small picture shown with it.
           */
          icon: 'shield' | 'headset' | 'wrench' | 'check' | 'home' | 'clock' | 'star' | 'users'
          /**
           * The claim in a few words, e.g. "Two-year equipment warranty".
           */
          title: string
          /**
           * One sentence that says what the claim means for the customer.
           */
          text: string
          /**
           * A page with the terms, e.g. the warranty (optional).
           */
          href?: string
        }
      ]
    | [
        {
          /**
           * The small picture shown with it.
           */
          icon: 'shield' | 'headset' | 'wrench' | 'check' | 'home' | 'clock' | 'star' | 'users'
          /**
           * The claim in a few words, e.g. "Two-year equipment warranty".
           */
          title: string
          /**
           * One sentence that says what the claim means for the customer.
           */
          text: string
          /**
           * A page with the terms, e.g. the warranty (optional).
           */
          href?: string
        },
        {
          /**
           * The small picture shown with it.
           */
          icon: 'shield' | 'headset' | 'wrench' | 'check' | 'home' | 'clock' | 'star' | 'users'
          /**
           * The claim in a few words, e.g. "Two-year equipment warranty".
           */
          title: string
          /**
           * One sentence that says what the claim means for the customer.
           */
          text: string
          /**
           * A page with the terms, e.g. the warranty (optional).
           */
          href?: string
        }
      ]
    | [
        {
          /**
           * The small picture shown with it.
           */
          icon: 'shield' | 'headset' | 'wrench' | 'check' | 'home' | 'clock' | 'star' | 'users'
          /**
           * The claim in a few words, e.g. "Two-year equipment warranty".
           */
          title: string
          /**
           * One sentence that says what the claim means for the customer.
           */
          text: string
          /**
           * A page with the terms, e.g. the warranty (optional).
           */
          href?: string
        },
        {
          /**
           * The small picture shown with it.
           */
          icon: 'shield' | 'headset' | 'wrench' | 'check' | 'home' | 'clock' | 'star' | 'users'
          /**
           * The claim in a few words, e.g. "Two-year equipment warranty".
           */
          title: string
          /**
           * One sentence that says what the claim means for the customer.
           */
          text: string
          /**
           * A page with the terms, e.g. the warranty (optional).
           */
          href?: string
        },
        {
          /**
           * The small picture shown with it.
           */
          icon: 'shield' | 'headset' | 'wrench' | 'check' | 'home' | 'clock' | 'star' | 'users'
          /**
           * The claim in a few words, e.g. "Two-year equipment warranty".
           */
          title: string
          /**
           * One sentence that says what the claim means for the customer.
           */
          text: string
          /**
           * A page with the terms, e.g. the warranty (optional).
           */
          href?: string
        }
      ]
    | [
        {
          /**
           * The small picture shown with it.
           */
          icon: 'shield' | 'headset' | 'wrench' | 'check' | 'home' | 'clock' | 'star' | 'users'
          /**
           * The claim in a few words, e.g. "Two-year equipment warranty".
           */
          title: string
          /**
           * One sentence that says what the claim means for the customer.
           */
          text: string
          /**
           * A page with the terms, e.g. the warranty (optional).
           */
          href?: string
        },
        {
          /**
           * The small picture shown with it.
           */
          icon: 'shield' | 'headset' | 'wrench' | 'check' | 'home' | 'clock' | 'star' | 'users'
          /**
           * The claim in a few words, e.g. "Two-year equipment warranty".
           */
          title: string
          /**
           * One sentence that says what the claim means for the customer.
           */
          text: string
          /**
           * A page with the terms, e.g. the warranty (optional).
           */
          href?: string
        },
        {
          /**
           * The small picture shown with it.
           */
          icon: 'shield' | 'headset' | 'wrench' | 'check' | 'home' | 'clock' | 'star' | 'users'
          /**
           * The claim in a few words, e.g. "Two-year equipment warranty".
           */
          title: string
          /**
           * One sentence that says what the claim means for the customer.
           */
          text: string
          /**
           * A page with the terms, e.g. the warranty (optional).
           */
          href?: string
        },
        {
          /**
           * The small picture shown with it.
           */
          icon: 'shield' | 'headset' | 'wrench' | 'check' | 'home' | 'clock' | 'star' | 'users'
          /**
           * The claim in a few words, e.g. "Two-year equipment warranty".
           */
          title: string
          /**
           * One sentence that says what the claim means for the customer.
           */
          text: string
          /**
           * A page with the terms, e.g. the warranty (optional).
           */
          href?: string
        }
      ]
    | [
        {
          /**
           * The small picture shown with it.
           */
          icon: 'shield' | 'headset' | 'wrench' | 'check' | 'home' | 'clock' | 'star' | 'users'
          /**
           * The claim in a few words, e.g. "Two-year equipment warranty".
           */
          title: string
          /**
           * One sentence that says what the claim means for the customer.
           */
          text: string
          /**
           * A page with the terms, e.g. the warranty (optional).
           */
          href?: string
        },
        {
          /**
           * The small picture shown with it.
           */
          icon: 'shield' | 'headset' | 'wrench' | 'check' | 'home' | 'clock' | 'star' | 'users'
          /**
           * The claim in a few words, e.g. "Two-year equipment warranty".
           */
          title: string
          /**
           * One sentence that says what the claim means for the customer.
           */
          text: string
          /**
           * A page with the terms, e.g. the warranty (optional).
           */
          href?: string
        },
        {
          /**
           * The small picture shown with it.
           */
          icon: 'shield' | 'headset' | 'wrench' | 'check' | 'home' | 'clock' | 'star' | 'users'
          /**
           * The claim in a few words, e.g. "Two-year equipment warranty".
           */
          title: string
          /**
           * One sentence that says what the claim means for the customer.
           */
          text: string
          /**
           * A page with the terms, e.g. the warranty (optional).
           */
          href?: string
        },
        {
          /**
           * The small picture shown with it.
           */
          icon: 'shield' | 'headset' | 'wrench' | 'check' | 'home' | 'clock' | 'star' | 'users'
          /**
           * The claim in a few words, e.g. "Two-year equipment warranty".
           */
          title: string
          /**
           * One sentence that says what the claim means for the customer.
           */
          text: string
          /**
           * A page with the terms, e.g. the warranty (optional).
           */
          href?: string
        },
        {
          /**
           * The small picture shown with it.
           */
          icon: 'shield' | 'headset' | 'wrench' | 'check' | 'home' | 'clock' | 'star' | 'users'
          /**
           * The claim in a few words, e.g. "Two-year equipment warranty".
           */
          title: string
          /**
           * One sentence that says what the claim means for the customer.
           */
          text: string
          /**
           * A page with the terms, e.g. the warranty (optional).
           */
          href?: string
        }
      ]
}
