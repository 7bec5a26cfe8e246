import { css, useTheme } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { HeroProps } from '../../schemas/generated/blocks/HeroProps.ts'
import { ButtonLink, Container } from '../shared/layout.tsx'

export function Hero({ id, props }: BlockProps<HeroProps>) {
  const theme = useTheme()
  const dark = (props.tone ?? 'dark') === 'dark'
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      css={css`
        background: ${dark ? theme.palette.darkblue : theme.palette.warmgray};
        color: ${dark ? '#fff' : theme.palette.darkgray};
        padding: 3rem 0;
      `}
    >
      <Container
        css={css`
          display: grid;
          gap: 2rem;
          align-items: center;
          ${theme.mq.lg} {
            grid-template-columns: ${props.image ? '3fr 2fr' : '1fr'};
          }
        `}
      >
        <div>
          {props.eyebrow && <p css={css`margin: 0 0 0.5rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.05em;`}>{props.eyebrow}</p>}
          <h1 id={`${id}-heading`} css={css`margin: 0; font-size: clamp(1.75rem, 4vw, 2.75rem); line-height: 1.15;`}>
            {props.heading}
          </h1>
          {props.subheading && <p css={css`font-size: 1.15rem; max-width: 40rem;`}>{props.subheading}</p>}
          {props.cta && <ButtonLink href={props.cta.href}>{props.cta.label}</ButtonLink>}
        </div>
        {props.image && (
          <img src={props.image.src} alt={props.image.alt} width={props.image.width} height={props.image.height} fetchPriority="high" />
        )}
      </Container>
    </section>
  )
}
