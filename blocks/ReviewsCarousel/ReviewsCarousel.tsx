import { css, useTheme } from '@emotion/react'
import { useEffect, useState, type KeyboardEvent } from 'react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { ReviewsCarouselProps } from '../../schemas/generated/blocks/ReviewsCarouselProps.ts'
import { useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { BlockSection } from '../shared/BlockSection.tsx'
import { formatCount } from '../shared/formatCount.ts'
import { Icon } from '../shared/icons.tsx'
import { useReducedMotion } from './useReducedMotion.ts'

function Stars({ rating }: { rating: number }) {
  return (
    <span aria-hidden="true" css={css`display: inline-flex; color: #a86a12;`}>
      {Array.from({ length: 5 }, (_, i) => (
        <span key={i} css={css`opacity: ${i < Math.round(rating) ? 1 : 0.3};`}>
          <Icon name="star" size={20} filled />
        </span>
      ))}
    </span>
  )
}

const controlButton = css`
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0.4rem 0.9rem;
  border-radius: 2rem;
  border: 2px solid currentColor;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`

/**
 * Reviews one at a time, advancing every carousel interval (spec §9.8: 5000 ms). Rotation stops while
 * the pointer is over it or focus is inside it, when the visitor pauses it, and entirely for reduced
 * motion; screen readers hear slide changes only when rotation is stopped (the carousel pattern).
 */
export function ReviewsCarousel({ id, props }: BlockProps<ReviewsCarouselProps>) {
  const theme = useTheme()
  const { constants } = useSiteData()
  const interval = props.intervalMs ?? constants.display.carouselIntervalMs
  const count = props.reviews.length
  const [index, setIndex] = useState(0)
  const [stopped, setStopped] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = useReducedMotion()
  const rotating = !stopped && !hovered && !focused && !reducedMotion

  useEffect(() => {
    if (!rotating) return
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), interval)
    return () => window.clearTimeout(timer)
  }, [rotating, index, interval, count])

  const go = (step: number) => setIndex((i) => (i + step + count) % count)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1)
    else if (event.key === 'ArrowLeft') go(-1)
    else return
    event.preventDefault()
  }

  return (
    <BlockSection id={id} tone={props.tone} heading={props.heading}>
      {props.rating !== undefined && (
        <p
          css={css`text-align: center; margin: -1rem 0 1.5rem; display: flex; justify-content: center; align-items: center; gap: 0.5rem;`}
        >
          <Stars rating={props.rating} />
          <span>
            {props.rating.toFixed(1)} out of 5
            {props.reviewCount !== undefined && ` from ${formatCount(props.reviewCount)} reviews`}
          </span>
        </p>
      )}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- hovering pauses the rotation; focus inside pauses it for keyboard users (onFocus/onBlur) */}
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={props.heading}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
        }}
        onKeyDown={onKeyDown}
        data-rotating={rotating ? 'true' : 'false'}
        css={css`max-width: 48rem; margin: 0 auto; text-align: center;`}
      >
        <div aria-live={rotating ? 'off' : 'polite'} css={css`min-height: 12rem;`}>
          {props.reviews.map((review, i) => (
            // A group carries the slide role; a <figure> may not (ARIA in HTML), so it sits inside.
            <div
              key={review.author + review.quote}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              hidden={i !== index}
              data-active={i === index ? 'true' : undefined}
            >
              <figure css={css`margin: 0;`}>
                <Stars rating={review.rating} />
                <span className="visually-hidden">Rated {review.rating} out of 5.</span>
                <blockquote css={css`margin: 0.75rem 0; font-size: 1.2rem; font-style: italic;`}>
                  <p css={css`margin: 0;`}>“{review.quote}”</p>
                </blockquote>
                <figcaption css={css`font-weight: 700;`}>
                  {review.author}
                  {review.location && <span css={css`font-weight: 400;`}>, {review.location}</span>}
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
        <div
          css={css`display: flex; flex-wrap: wrap; justify-content: center; align-items: center; gap: 0.75rem; margin-top: 1.25rem; color: ${theme.palette.darkblue};`}
        >
          <button type="button" css={controlButton} onClick={() => setStopped((s) => !s)} data-rotation-toggle>
            {stopped ? 'Play' : 'Pause'}
            <span className="visually-hidden"> reviews</span>
          </button>
          <button type="button" css={controlButton} onClick={() => go(-1)} aria-label="Previous review">
            ‹
          </button>
          <span>
            {index + 1} / {count}
          </span>
          <button type="button" css={controlButton} onClick={() => go(1)} aria-label="Next review">
            ›
          </button>
        </div>
      </div>
    </BlockSection>
  )
}
