import { css, useTheme } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { TrustBadgesProps } from '../../schemas/generated/blocks/TrustBadgesProps.ts'
import { useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { BlockSection } from '../shared/BlockSection.tsx'
import { Icon } from '../shared/icons.tsx'
import { toneColours } from '../shared/tones.ts'

/**
 * The trust signals leading brands show beside their offers: the customer rating with how many reviews it
 * rests on (the site-wide figure of navigation.json footer.reviews, so every page quotes the same number), then the
 * company's own claims from config (monitoring centres, warranty, installation guarantee).
 */
export function TrustBadges({ id, props }: BlockProps<TrustBadgesProps>) {
  const theme = useTheme()
  const { navigation } = useSiteData()
  const { tone } = props
  const colours = toneColours(theme, tone)
  const reviews = navigation.footer.reviews
  const stars = Math.round(reviews.rating)
  const badge = css`
    display: flex;
    gap: 0.85rem;
    align-items: flex-start;
    padding: 1rem;
    border-radius: 0.75rem;
    background: ${colours.inverse ? 'rgba(255, 255, 255, 0.08)' : '#fff'};
    border: 1px solid ${colours.inverse ? 'rgba(255, 255, 255, 0.25)' : '#d9dee5'};
    box-shadow: ${colours.inverse ? 'none' : '0 2px 10px rgba(11, 47, 91, 0.06)'};
    p { margin: 0.2rem 0 0; font-size: 0.9rem; line-height: 1.4; }
    strong { display: block; font-size: 1rem; line-height: 1.3; }
  `
  const iconCss = css`
    flex: none;
    display: grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: 50%;
    background: ${colours.inverse ? 'rgba(255, 255, 255, 0.15)' : theme.palette.lightblue};
    color: ${colours.inverse ? '#fff' : theme.palette.darkblue};
  `
  const withRating = props.showRating
  const rows = Math.ceil(props.items.length / 2)
  // With the rating: the rating as a panel on the left (full width above the claims on tablets), the claims
  // two by two beside it. Without it: the claims in one row of up to four.
  const gridCss = withRating
    ? css`
        ${theme.mq.sm} { grid-template-columns: repeat(2, 1fr); > [data-trust='rating'] { grid-column: 1 / -1; } }
        ${theme.mq.lg} { grid-template-columns: minmax(16rem, 1.1fr) repeat(2, 1fr); > [data-trust='rating'] { grid-column: 1; grid-row: span ${rows}; } }
      `
    : css`
        ${theme.mq.sm} { grid-template-columns: repeat(2, 1fr); }
        ${theme.mq.lg} { grid-template-columns: repeat(${Math.min(props.items.length, 4)}, 1fr); }
      `
  const ratingCss = css`
    flex-direction: column;
    justify-content: center;
    align-items: flex-start;
    gap: 0.25rem;
    padding: 1.5rem;
    background: ${theme.palette.darkblue};
    border-color: ${theme.palette.darkblue};
    color: #fff;
    p { font-size: 1rem; }
  `
  return (
    <BlockSection id={id} tone={tone} heading={props.heading}>
      <ul
        aria-label={props.heading ? undefined : props.ariaLabel}
        data-trust-badges=""
        css={[
          css`
            list-style: none;
            margin: 0;
            padding: 0;
            display: grid;
            gap: 1rem;
          `,
          gridCss,
        ]}
      >
        {withRating && (
          <li css={[badge, ratingCss]} data-trust="rating">
            <span aria-hidden="true" css={css`color: #ffd166; font-size: 1.5rem; letter-spacing: 0.1em;`}>
              {'★'.repeat(stars)}
              {'☆'.repeat(5 - stars)}
            </span>
            <strong css={css`font-size: 1.15rem;`}>
              <span css={css`font-size: 2.5rem; line-height: 1.1; margin-right: 0.35rem;`}>
                {reviews.rating.toFixed(1)}
              </span>{' '}
              out of 5
            </strong>
            <p>
              {reviews.reviewCount.toLocaleString('en-US')} {reviews.sourceLabel}
            </p>
          </li>
        )}
        {props.items.map((item) => (
          <li key={item.title} css={badge} data-trust={item.icon}>
            <span css={iconCss} aria-hidden="true">
              <Icon name={item.icon} size={24} />
            </span>
            <div>
              <strong>{item.href ? <a href={item.href}>{item.title}</a> : item.title}</strong>
              <p>{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </BlockSection>
  )
}
