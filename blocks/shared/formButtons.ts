import { css } from '@emotion/react'
import type { Theme } from '@emotion/react'

/** The filled call-to-action button of the site's forms (submit, next). */
export const primaryButton = (theme: Theme) => css`
  padding: 0.75rem 1.75rem;
  border-radius: 2rem;
  border: 0;
  background: ${theme.palette.ctagreen};
  color: #fff;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:hover {
    background: ${theme.palette.ctagreenhover};
  }
  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
`

/** The outlined secondary button (back). */
export const secondaryButton = css`
  padding: 0.75rem 1.5rem;
  border-radius: 2rem;
  border: 2px solid currentColor;
  background: #fff;
  color: inherit;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`
