import { css, useTheme } from '@emotion/react'

/**
 * A promotional ribbon label ("Best Seller", "Limited Time"). In a hero's corner it stands over the section's
 * top padding; on a card it takes its own line above the card's content, bleeding past the card's left edge,
 * so however the text wraps it never covers the name below it.
 */
export function Ribbon({ text, placement = 'corner' }: { text: string; placement?: 'corner' | 'card' }) {
  const theme = useTheme()
  const position =
    placement === 'corner'
      ? 'position: absolute; top: 1rem; left: -0.5rem; margin: 0;'
      : 'position: relative; align-self: flex-start; max-width: calc(100% + 1.5rem); margin: -0.5rem 0 0.75rem -2rem;'
  return (
    <p
      data-ribbon
      css={css`
        ${position}
        padding: 0.3rem 1rem 0.3rem 1.25rem;
        background: ${theme.palette.darkpurple};
        color: #fff;
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
