import { css, useTheme } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { FeatureGridProps } from '../../schemas/generated/blocks/FeatureGridProps.ts'
import { BlockSection } from '../shared/BlockSection.tsx'
import { ButtonLink, cardListCss } from '../shared/layout.tsx'
import { Icon } from '../shared/icons.tsx'
import { ResponsiveImage } from '../shared/ResponsiveImage.tsx'
import { toneColours } from '../shared/tones.ts'

/** Feature cards: an icon or a thumbnail, a heading and a sentence or two, in 2 to 4 columns. */
export function FeatureGrid({ id, props }: BlockProps<FeatureGridProps>) {
  const theme = useTheme()
  const colours = toneColours(theme, props.tone)
  const columns = props.columns
  const HeadingTag = props.heading ? 'h3' : 'h2'
  return (
    <BlockSection id={id} tone={props.tone} heading={props.heading} intro={props.intro}>
      <ul css={cardListCss(theme, columns)}>
        {props.items.map((item) => (
          <li
            key={item.heading}
            css={css`
              padding: 1.5rem;
              border-radius: 0.75rem;
              background: ${colours.inverse ? 'rgb(255 255 255 / 0.08)' : '#fff'};
              border: 1px solid ${colours.inverse ? 'rgb(255 255 255 / 0.25)' : '#d9dee5'};
            `}
          >
            {item.image ? (
              <ResponsiveImage
                image={item.image}
                preset="thumbnail"
                imgCss={css`display: block; width: 96px; height: 96px; margin-bottom: 1rem;`}
              />
            ) : (
              item.icon && (
                <span css={css`display: inline-flex; color: ${colours.accent}; margin-bottom: 0.75rem;`}>
                  <Icon name={item.icon} size={36} />
                </span>
              )
            )}
            <HeadingTag css={css`margin: 0 0 0.5rem; font-size: 1.15rem; color: ${colours.accent};`}>
              {item.heading}
            </HeadingTag>
            <p css={css`margin: 0;`}>{item.text}</p>
            {item.link && (
              <p css={css`margin: 0.75rem 0 0;`}>
                <a href={item.link.href} css={css`font-weight: 700;`}>
                  {item.link.label}
                </a>
              </p>
            )}
          </li>
        ))}
      </ul>
      {props.cta && (
        <p css={css`text-align: center; margin: 2rem 0 0;`}>
          <ButtonLink href={props.cta.href}>{props.cta.label}</ButtonLink>
        </p>
      )}
    </BlockSection>
  )
}
