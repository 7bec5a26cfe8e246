import { css, type Theme } from '@emotion/react'
import { focusRingColour } from '../../runtime/render/focusRing.ts'

/** The inline links: the bar's second row from lg (headerStyles.navRowCss); below lg the Menu sheet has them. */
export const navCss = (theme: Theme) => css`
  display: none;
  ${theme.mq.lg} {
    display: block;
    margin-right: auto;
  }
`

export const listCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  align-items: center;
  gap: 0.125rem;
`

/**
 * A link or the dropdown's button: one look, one line, a target of 2.25 rem high. Until xl a little smaller, so the
 * seven of them, Sign In and the cart fit the 1024 px row (they were 35 px too wide).
 */
export const itemCss = css`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  min-height: 2.25rem;
  padding: 0 0.4rem;
  border-radius: 0.3rem;
  font-size: 0.85rem;
  @media (min-width: 1280px) {
    padding: 0 0.5rem;
    font-size: 0.9rem;
  }
  font-weight: 600;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`

/** The panel hangs from the item, over the page below the bar. */
export const dropdownCss = css`
  position: relative;
  &[open] > summary {
    background: rgba(255, 255, 255, 0.15);
  }
`

export const summaryCss = css`
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
`

/** A chevron drawn by borders (no icon font), pointing down when closed, up when open. */
export const chevronCss = css`
  width: 0.4rem;
  height: 0.4rem;
  margin-top: -0.2rem;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: rotate(45deg);
  details[open] > summary > & {
    margin-top: 0.2rem;
    transform: rotate(225deg);
  }
`

/** The device pages in two columns, on white under the button (ten of them would be one long column). */
// First rule: not laid out while closed (Chromium keeps a closed <details>' content in the layout, content-visibility,
// and its links then had boxes). Comments stay out of the template strings: those ship to every page as they are.
export const panelCss = (theme: Theme) => css`
  details:not([open]) > & {
    display: none;
  }
  position: absolute;
  left: 0;
  top: calc(100% + 0.4rem);
  z-index: 20;
  display: grid;
  grid-template-columns: repeat(2, max-content);
  gap: 0 1.5rem;
  margin: 0;
  padding: 0.75rem 1.25rem;
  list-style: none;
  border-radius: 0.5rem;
  background: #fff;
  color: ${theme.palette.darkgray};
  ${focusRingColour(theme.palette.darkblue)}
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.25);
  && a {
    display: block;
    padding: 0.45rem 0;
    color: ${theme.palette.darkblue};
    font-size: 0.9rem;
    font-weight: 600;
    white-space: nowrap;
  }
`
