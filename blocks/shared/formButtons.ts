import { css } from '@emotion/react'
import type { Theme } from '@emotion/react'
import { FOCUS_RING_PROPERTY } from '../../runtime/render/focusRing.ts'

/*
 * The one look of the site's form and shop buttons (issue 25 walkthrough: forms used two): lead forms,
 * the assessment, checkout, the shop's styled buttons (shop/ui.tsx) and the modals all take it from here.
 * Inside the footer, whose links and buttons are white on its dark band, mark them `data-primary` or
 * `data-secondary` so that rule leaves their colours alone (blocks/SiteFooter).
 */
const shape = css`
  display: inline-block;
  padding: 0.75rem 1.5rem;
  border-radius: 2rem;
  font: inherit;
  font-size: 1rem;
  font-weight: 700;
  line-height: 1.25;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid var(${FOCUS_RING_PROPERTY});
    outline-offset: 2px;
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.7;
    cursor: progress;
  }
`

/** The filled call-to-action button (submit, next, add to cart). */
export const primaryButton = (theme: Theme) => css`
  ${shape}
  border: 2px solid ${theme.palette.ctagreen};
  background: ${theme.palette.ctagreen};
  color: #fff;
  &:hover {
    border-color: ${theme.palette.ctagreenhover};
    background: ${theme.palette.ctagreenhover};
  }
`

/** The outlined secondary button (back, close, change). */
export const secondaryButton = (theme: Theme) => css`
  ${shape}
  border: 2px solid ${theme.palette.darkblue};
  background: #fff;
  color: ${theme.palette.darkblue};
  &:hover {
    background: ${theme.palette.warmgray};
  }
`
