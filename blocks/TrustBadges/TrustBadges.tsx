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
  const tone = props.tone ?? 'white'
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
  const count = props.items.length + (props.showRating === false ? 0 : 1)
  return (
    <BlockSection id={id} tone={tone} heading={props.heading}>
      <ul
        aria-label={props.heading ? undefined : props.ariaLabel}
        data-trust-badges=""
        css={css`
          list-style: none;
          margin: 0;
          padding: 0;
          display: grid;
          gap: 1rem;
          ${theme.mq.sm} { grid-template-columns: repeat(2, 1fr); }
          ${theme.mq.lg} { grid-template-columns: repeat(${Math.min(count, 4)}, 1fr); }
        `}
      >
        {props.showRating !== false && (
          <li css={badge} data-trust="rating">
            <span css={iconCss} aria-hidden="true">
              <Icon name="star" size={24} filled />
            </span>
            <div>
              <strong>
                <span aria-hidden="true" css={css`color: ${colours.inverse ? '#ffd166' : '#b7791f'}; letter-spacing: 0.08em; margin-right: 0.35rem;`}>
                  {'★'.repeat(stars)}
                  {'☆'.repeat(5 - stars)}
                </span>
                {reviews.rating.toFixed(1)} out of 5
              </strong>
              <p>
                {reviews.reviewCount.toLocaleString('en-US')} {reviews.sourceLabel}
              </p>
            </div>
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
