import { css, useTheme } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { MediaTextProps } from '../../schemas/generated/blocks/MediaTextProps.ts'
import { CheckList } from '../shared/CheckList.tsx'
import { Container } from '../shared/layout.tsx'
import { ButtonLink } from '../shared/layout.tsx'
import { ResponsiveImage } from '../shared/ResponsiveImage.tsx'
import { toneColours } from '../shared/tones.ts'
import { lightFocusRing } from '../../runtime/render/focusRing.ts'

/** Copy beside an illustration, the illustration on the chosen side on wide screens and above on phones. */
export function MediaText({ id, props }: BlockProps<MediaTextProps>) {
  const theme = useTheme()
  const colours = toneColours(theme, props.tone)
  const imageLeft = props.imageSide === 'left'
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      data-tone={props.tone}
      css={css`
        background: ${colours.background};
        color: ${colours.text};
        padding: 3rem 0;
        ${colours.inverse ? `a:not([data-button]) { color: #fff; } ${lightFocusRing}` : ''}
      `}
    >
      <Container
        css={css`
          display: grid;
          gap: 2rem;
          align-items: center;
          ${theme.mq.lg} {
            grid-template-columns: 1fr 1fr;
            & > :first-of-type { order: ${imageLeft ? 0 : 1}; }
          }
        `}
      >
        <ResponsiveImage
          image={props.image}
          preset="content"
          imgCss={css`display: block; width: 100%; height: auto; border-radius: 1rem;`}
        />
        <div>
          {props.eyebrow && (
            <p
              css={css`margin: 0 0 0.5rem; font-weight: 700; text-transform: uppercase; font-size: 0.85rem; letter-spacing: 0.05em;`}
            >
              {props.eyebrow}
            </p>
          )}
          <h2
            id={`${id}-heading`}
            css={css`margin: 0 0 1rem; color: ${colours.accent}; font-size: clamp(1.5rem, 3vw, 2rem); line-height: 1.2;`}
          >
            {props.heading}
          </h2>
          {props.paragraphs?.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {props.bullets && props.bullets.length > 0 && <CheckList items={props.bullets} inverse={colours.inverse} />}
          {props.cta && (
            <p css={css`margin: 1.5rem 0 0;`}>
              <ButtonLink data-button href={props.cta.href}>
                {props.cta.label}
              </ButtonLink>
            </p>
          )}
          {props.footnote && <p css={css`font-size: 0.85rem; margin: 1rem 0 0;`}>{props.footnote}</p>}
        </div>
      </Container>
    </section>
  )
}
