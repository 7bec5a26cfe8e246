import { css, useTheme } from '@emotion/react'

/**
 * A promotional ribbon label ("Best Seller", "Limited Time"). In a hero it is the first line of the hero's
 * text column, in the flow above the eyebrow (placed in the section's corner it sat over the eyebrow at some
 * widths and away from the text at others); on a card it takes its own line above the card's content,
 * bleeding past the card's left edge. Either way, however the text wraps, it never covers the words below.
 * On a dark band (`inverse`) it is light, so it stands out from the band instead of melting into it.
 */
export function Ribbon({
  text,
  placement = 'hero',
  inverse = false,
}: {
  text: string
  placement?: 'hero' | 'card'
  inverse?: boolean
}) {
  const theme = useTheme()
  const position =
    placement === 'hero'
      ? 'display: inline-block; margin: 0 0 0.75rem;'
      : 'position: relative; align-self: flex-start; max-width: calc(100% + 1.5rem); margin: -0.5rem 0 0.75rem -2rem;'
  return (
    <p
      data-ribbon
      css={css`
        ${position}
        padding: 0.3rem 1.25rem 0.3rem 1rem;
        background: ${inverse ? '#fff' : theme.palette.darkpurple};
        color: ${inverse ? theme.palette.darkpurple : '#fff'};
        font-size: 0.8rem;
        font-weight: 800;
        letter-spacing: 0.04em;
        text-transform: uppercase;
        box-shadow: 0 2px 6px rgb(0 0 0 / 0.2);
        clip-path: polygon(0 0, 100% 0, calc(100% - 0.6rem) 50%, 100% 100%, 0 100%);
      `}
    >
      {text}
    </p>
  )
}
