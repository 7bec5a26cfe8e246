import { css, useTheme } from '@emotion/react'
import type { MouseEvent } from 'react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { HeroProps } from '../../schemas/generated/blocks/HeroProps.ts'
import { ButtonLink, Container } from '../shared/layout.tsx'
import { CheckList } from '../shared/CheckList.tsx'
import { PriceDisplay } from '../shared/PriceDisplay.tsx'
import { ResponsiveImage } from '../shared/ResponsiveImage.tsx'
import { Ribbon } from '../shared/Ribbon.tsx'
import { SalesCallLink } from '../shared/SalesCallLink.tsx'
import { goToLeadForm } from '../shared/getAQuote.ts'
import { CONSULTATION_MODAL_HASH } from '../shared/siteEvents.ts'
import { lightFocusRing } from '../../runtime/render/focusRing.ts'
import { usePageContextData } from '../../runtime/render/PageModelContext.tsx'
import { PartnerPanel } from '../shared/PartnerPanel.tsx'

const HERO_TONES = {
  dark: { background: 'darkblue', inverse: true },
  promo: { background: 'darkpurple', inverse: true },
  light: { background: 'warmgray', inverse: false },
} as const

/** The page's opening and its h1. Its image is the page's largest first-screen image, so it loads first. */
export function Hero({ id, props }: BlockProps<HeroProps>) {
  const theme = useTheme()
  const { partner } = usePageContextData()
  const tone = HERO_TONES[props.tone]
  const inverse = tone.inverse
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      data-tone={props.tone}
      css={css`
        position: relative;
        overflow: hidden;
        background: ${theme.palette[tone.background]};
        color: ${inverse ? '#fff' : theme.palette.darkgray};
        padding: 3rem 0;
        ${inverse ? `a:not([data-button]) { color: #fff; } ${lightFocusRing}` : ''}
      `}
    >
      <Container
        css={css`
          display: grid;
          gap: 2rem;
          align-items: center;
          ${theme.mq.lg} {
            grid-template-columns: ${props.image ? '1fr 1fr' : '1fr'};
          }
        `}
      >
        <div>
          {props.ribbon && <Ribbon text={props.ribbon} inverse={inverse} />}
          {props.eyebrow && (
            <p
              css={css`margin: 0 0 0.5rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.05em; font-size: 0.9rem;`}
            >
              {props.eyebrow}
            </p>
          )}
          <h1 id={`${id}-heading`} css={css`margin: 0; font-size: clamp(1.75rem, 4vw, 2.75rem); line-height: 1.15;`}>
            {props.heading}
          </h1>
          {props.subheading && <p css={css`font-size: 1.15rem; max-width: 40rem;`}>{props.subheading}</p>}
          {props.bullets && <CheckList items={props.bullets} inverse={inverse} />}
          {props.price?.amount !== undefined && (
            <PriceDisplay {...props.price} amount={props.price.amount} inverse={inverse} />
          )}
          {(props.cta || props.secondaryCta || props.showPhone) && (
            <div css={css`display: flex; flex-wrap: wrap; gap: 1rem 1.5rem; align-items: center; margin-top: 1.5rem;`}>
              {props.cta && (
                <ButtonLink data-button href={props.cta.href} onClick={quoteLinkClick(props.cta.href)}>
                  {props.cta.label}
                </ButtonLink>
              )}
              {props.secondaryCta && (
                <a
                  href={props.secondaryCta.href}
                  css={css`font-weight: 700; color: ${inverse ? '#fff' : theme.palette.darkblue};`}
                >
                  {props.secondaryCta.label}
                </a>
              )}
              {props.showPhone && (
                <SalesCallLink label={props.phoneLabel} linkCss={css`font-weight: 700; font-size: 1.1rem;`} />
              )}
            </div>
          )}
          {props.footnote && <p css={css`font-size: 0.85rem; margin: 1rem 0 0; opacity: 0.9;`}>{props.footnote}</p>}
          {partner && <PartnerPanel id={id} partner={partner} />}
        </div>
        {props.image && (
          <ResponsiveImage
            image={props.image}
            preset="hero"
            priority
            artDirected
            imgCss={css`display: block; width: 100%; height: auto; border-radius: 1rem;`}
          />
        )}
      </Container>
    </section>
  )
}

/**
 * A hero button that points at an in-page lead form ("#schedule", "#leadForm") scrolls to it and focuses its
 * first name, or opens the consultation modal when the form is gone (hidden after a submission): a plain
 * anchor did nothing then. Other links (pages, the modal's own hash) keep their default behaviour.
 */
function quoteLinkClick(href: string) {
  if (!/^#[A-Za-z][\w-]*$/.test(href) || href === CONSULTATION_MODAL_HASH) return undefined
  return (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    goToLeadForm(href.slice(1))
  }
}
