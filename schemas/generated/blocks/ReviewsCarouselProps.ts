/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/ReviewsCarousel/schema.json; edit the schema and run it again.
 */

/**
 * Customer reviews that advance every 5000 ms (site constant), pause on hover or focus and for reduced motion, with previous, next and pause controls.
 */
export interface ReviewsCarouselProps {
  /**
   * The main words of this section.
   */
  heading: string
  /**
   * Section colours; promo is the promo theme colour variant.
   */
  tone: 'white' | 'warm' | 'blue' | 'dark' | 'promo'
  /**
   * Average star rating.
   */
  rating?: number
  /**
   * Number of reviews, shown as 12.4k.
   */
  reviewCount?: number
  /**
   * Overrides the site's carousel interval.
   */
  intervalMs?: number
  /**
   * The customer quotes that turn, in order.
   *
   * @minItems 2
   */
  reviews: [
    {
      /**
       * The customer's words.
       */
      quote: string
      /**
       * The customer's name as it appears under the quote.
       */
      author: string
      /**
       * The town shown with the quote.
       */
      location?: string
      /**
       * Stars out of 5.
       */
      rating: number
    },
    {
      /**
       * The customer's words.
       */
      quote: string
      /**
       * The customer's name as it appears under the quote.
       */
      author: string
      /**
       * The town shown with the quote.
       */
      location?: string
      /**
       * Stars out of 5.
       */
      rating: number
    },
    ...{
      /**
       * The customer's words.
       */
      quote: string
      /**
       * The customer's name as it appears under the quote.
       */
      author: string
      /**
       * The town shown with the quote.
       */
      location?: string
      /**
       * Stars out of 5.
       */
      rating: number
    }[]
  ]
}
