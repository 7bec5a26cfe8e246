import { css, useTheme } from '@emotion/react'
import type { LocalReview } from '../../services/content/index.ts'
import { Container } from '../shared/layout.tsx'
import { fillTemplate } from '../shared/fillTemplate.ts'

interface LocalReviewsProps {
  id: string
  heading: string
  /** "Rated {{rating}} out of 5": what the stars say to a screen reader. */
  ratingLabel: string
  reviews: Array<LocalReview & { city: string }>
  /** On a state page, each review names its city. */
  showCity: boolean
}

/** Local customers' reviews (content) on a location page: stars, words, who and where. */
export function LocalReviews({ id, heading, ratingLabel, reviews, showCity }: LocalReviewsProps) {
  const theme = useTheme()
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      data-local-reviews=""
      css={css`background: ${theme.palette.warmgray}; padding: 3rem 0;`}
    >
      <Container>
        <h2 id={`${id}-heading`} css={css`margin: 0 0 1.5rem; color: ${theme.palette.darkblue}; text-align: center;`}>
          {heading}
        </h2>
        <ul
          css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem; grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));`}
        >
          {reviews.map((review) => (
            <li
              key={`${review.city}-${review.author}`}
              css={css`background: #fff; border-radius: 0.75rem; padding: 1.25rem; box-shadow: 0 2px 10px rgb(11 47 91 / 0.06);`}
            >
              <figure css={css`margin: 0;`}>
                <p
                  role="img"
                  aria-label={fillTemplate(ratingLabel, { rating: String(review.rating) })}
                  css={css`margin: 0 0 0.5rem; color: #b45309; font-size: 1.1rem; letter-spacing: 0.1em;`}
                >
                  {'★'.repeat(review.rating)}
                  <span css={css`color: #6b7280;`}>{'★'.repeat(5 - review.rating)}</span>
                </p>
                <blockquote css={css`margin: 0 0 0.75rem;`}>
                  <p css={css`margin: 0;`}>{review.text}</p>
                </blockquote>
                <figcaption css={css`font-weight: 700; font-size: 0.95rem;`}>
                  {review.author}
                  {showCity && `, ${review.city}`}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
