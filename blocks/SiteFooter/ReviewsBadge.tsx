import { css } from '@emotion/react'
import type { ReviewsBadgeConfig } from '../../schemas/generated/navigation.ts'

/** The embedded review badge: the configured rating and review count, linking to more about the company. */
export function ReviewsBadge({ config }: { config: ReviewsBadgeConfig }) {
  const stars = Math.round(config.rating)
  return (
    <a
      href={config.href}
      data-reviews-badge=""
      css={css`
        display: inline-flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.25rem 0.75rem;
        padding: 0.5rem 1rem;
        border: 1px solid rgba(255, 255, 255, 0.5);
        border-radius: 0.5rem;
        color: #fff;
        text-decoration: none;
      `}
    >
      <strong>{config.heading}</strong>
      <span aria-hidden="true" css={css`color: #ffd166; letter-spacing: 0.1em;`}>
        {'★'.repeat(stars)}
        {'☆'.repeat(5 - stars)}
      </span>
      <span>
        {config.rating.toFixed(1)} out of 5 · {config.reviewCount.toLocaleString('en-US')} {config.sourceLabel}
      </span>
    </a>
  )
}
