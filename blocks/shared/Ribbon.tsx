import { css, useTheme } from '@emotion/react'

/** A promotional ribbon label ("Best Seller", "Limited Time") on a card or hero corner. */
export function Ribbon({ text }: { text: string }) {
  const theme = useTheme()
  return (
    <p
      data-ribbon
      css={css`
        position: absolute;
        top: 1rem;
        left: -0.5rem;
        margin: 0;
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
