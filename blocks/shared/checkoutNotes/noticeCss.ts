import { css } from '@emotion/react'

/**
 * The call-out of the cart's and the checkout's notes (AddonsOnlyNotice, ShopCart's PlacedOrderNotice): a box set
 * off by a coloured bar on its left; each note gives its colours and its own type size.
 */
export const noticeCss = (accent: string, background: string) => css`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${accent};
  background: ${background};
`
