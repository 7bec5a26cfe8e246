import { css, useTheme } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { PromoRibbonProps } from '../../schemas/generated/blocks/PromoRibbonProps.ts'
import { Container } from '../shared/layout.tsx'
import { lightFocusRing } from '../../runtime/render/focusRing.ts'

/** A slim band announcing an offer, above or between sections. */
export function PromoRibbon({ id, props }: BlockProps<PromoRibbonProps>) {
  const theme = useTheme()
  const background = { promo: theme.palette.darkpurple, dark: theme.palette.darkblue, green: theme.palette.darkgreen }[
    props.tone
  ]
  return (
    <aside
      id={id}
      aria-label="Current offer"
      data-tone={props.tone}
      css={css`background: ${background}; color: #fff; a { color: #fff; } ${lightFocusRing}`}
    >
      <Container
        css={css`display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; justify-content: center; align-items: center; padding-top: 0.75rem; padding-bottom: 0.75rem; text-align: center;`}
      >
        {props.badge && (
          <span
            css={css`background: #fff; color: ${background}; border-radius: 1rem; padding: 0.1rem 0.75rem; font-size: 0.8rem; font-weight: 800; text-transform: uppercase;`}
          >
            {props.badge}
          </span>
        )}
        <p css={css`margin: 0; font-weight: 600;`}>{props.text}</p>
        {props.link && (
          <a href={props.link.href} css={css`font-weight: 800;`}>
            {props.link.label}
          </a>
        )}
      </Container>
    </aside>
  )
}
