import { css, keyframes, type Theme } from '@emotion/react'
import { focusRingColour, lightFocusRing } from '../../runtime/render/focusRing.ts'
import { CART_ITEMS_ATTRIBUTE } from '../../services/ecommerce/cartItemsMark.ts'
import { whenScripted } from '../shared/whenScripted.ts'

// Comments stay out of the style templates (no /* */ in them): those ship to every page as they are.

/** Heights the header keeps whatever its state, so the band behind it and the page below never shift. */
/* On a 375x667 phone the bar and the contact strip together stay under 100 px (15% of the screen). */
export const BAR_HEIGHT = { mobile: '2.75rem', desktop: '4.5rem' } as const
/** The full header's two rows from lg: the brand with the contact toggles and the schedule button, then the links. */
const ROWS = { brand: '3.25rem', links: '2.5rem' } as const
const TWO_ROWS_HEIGHT = `calc(${ROWS.brand} + ${ROWS.links})`
const desktopHeight = (full: boolean) => (full ? TWO_ROWS_HEIGHT : BAR_HEIGHT.desktop)
export const STRIP_HEIGHT = '2.625rem'
/** The strip where scripts never run: each group's name over its fixed hours, up to two lines of them. */
const NO_SCRIPT_STRIP_HEIGHT = '3.25rem'

/**
 * The <header> landmark is the dark band at the top of the page, as tall as the bar (and the mobile contact
 * strip). The bar itself is fixed to the top of the viewport: transparent over the band until the page has
 * scrolled 64 px (spec 2.8, 9.8), solid once it covers content. The band keeps its height, so nothing shifts.
 * Where scripts never run the strip says the hours in words, which may take two lines (stripCss).
 */
export const bandCss = (theme: Theme, withStrip: boolean, full: boolean) => css`
  background: ${theme.palette.darkblue};
  ${lightFocusRing}
  height: calc(${BAR_HEIGHT.mobile} + ${withStrip ? STRIP_HEIGHT : '0px'});
  @media (scripting: none) {
    height: calc(${BAR_HEIGHT.mobile} + ${withStrip ? NO_SCRIPT_STRIP_HEIGHT : '0px'});
  }
  ${theme.mq.lg} {
    height: ${desktopHeight(full)};
  }
`

const SOLID_SHADOW = '0 2px 8px rgba(0, 0, 0, 0.25)'

/** The bar's solid look, reached at the end of the scroll it stays clear for (scrollSolidCss). */
const turnSolid = (theme: Theme) => keyframes`
  from {
    background-color: transparent;
    box-shadow: none;
  }
  to {
    background-color: ${theme.palette.darkblue};
    box-shadow: ${SOLID_SHADOW};
  }
`

/**
 * Before the header's island runs, and where its script never arrives (a blocked or failed file), the page's own
 * scrolling turns the bar solid at `clearUntilPx` (64, spec 2.8): a scroll-driven animation, in one step, where the
 * browser has them. Over scrolled content a clear bar put white words on the page's text. Once hydrated, `solid`
 * (useScrolledPast, or an open menu) decides, and this is not in the style. Only where scripts run: an animation
 * wins over the solid bar that a page without scripts has from the start.
 */
const scrollSolidCss = (theme: Theme, clearUntilPx: number) => css`
  @media (scripting: enabled) {
    @supports (animation-timeline: scroll()) {
      animation: ${turnSolid(theme)} steps(1, end) both;
      animation-timeline: scroll(root);
      animation-range: 0 ${clearUntilPx}px;
    }
  }
`

/**
 * The fixed bar. Nothing turns it solid where scripts never run: solid from the start, or it is clear over the page.
 * No fade of the background: mid-fade, white text over a half-clear bar above light page content is unreadable.
 */
export const fixedBarCss = (theme: Theme, solid: boolean, clearUntilPx: number) => css`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 50;
  color: #fff;
  ${lightFocusRing}
  background-color: ${solid ? theme.palette.darkblue : 'transparent'};
  @media (scripting: none) {
    background-color: ${theme.palette.darkblue};
  }
  box-shadow: ${solid ? SOLID_SHADOW : 'none'};
  ${solid ? '' : scrollSolidCss(theme, clearUntilPx)}
  transition: box-shadow 0.2s;
  a,
  button {
    color: inherit;
  }
`

export const barCss = (theme: Theme, full: boolean) => css`
  display: flex;
  align-items: center;
  gap: 1rem;
  height: ${BAR_HEIGHT.mobile};
  ${theme.mq.lg} {
    height: ${BAR_HEIGHT.desktop};
  }
  ${theme.mq.xl} {
    gap: 0.625rem;
  }
  ${
    full &&
    `${theme.mq.lg} {
    display: grid;
    grid-template-rows: ${ROWS.brand} ${ROWS.links};
    row-gap: 0;
    height: ${TWO_ROWS_HEIGHT};
  }`
  }
`

/**
 * A row of the full header from lg (SiteHeader), a flex line of its own (the rows' heights hold their spacing: no
 * row gap, which pushed the second row out of the bar); elsewhere not a box at all, so its parts
 * stand in the bar's one line as they did before the rows.
 */
export const rowCss = (theme: Theme, full: boolean) => css`
  display: contents;
  ${
    full &&
    `${theme.mq.lg} {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    min-width: 0;
  }`
  }
`

/** The full name, and the short one (brand.shortName) that stands for it below 400 px when the cart link shows. */
export const brandNameCss = css`
  @media (max-width: 399.98px) {
    html[${CART_ITEMS_ATTRIBUTE}] & {
      display: none;
    }
  }
`
export const brandShortNameCss = css`
  display: none;
  @media (max-width: 399.98px) {
    html[${CART_ITEMS_ATTRIBUTE}] & {
      display: inline;
    }
  }
`

// From lg to xl the full header's first row holds the logo, both contact toggles and the schedule button in 984 px
// (57 px too wide at open hours): the logo and the schedule button a little smaller there. On a phone the name may
// take two lines rather than push what follows off screen: the Menu at 320 px (WCAG 1.4.10's reflow width), the
// account slot of the minimal header at 375 px (rater: "Alex ▾" was cut off). It wraps only when the bar is too
// narrow for it on one line (below 400 px).
export const logoCss = css`
  font-weight: 800;
  font-size: 1rem;
  white-space: nowrap;
  line-height: 1.1;
  @media (max-width: 399.98px) {
    white-space: normal;
    min-width: 0;
  }
  @media (min-width: 400px) {
    font-size: 1.2rem;
  }
  @media (min-width: 1024px) and (max-width: 1279.98px) {
    font-size: 1.1rem;
  }
  text-decoration: none;
  margin-right: auto;
`

export const desktopOnly = (theme: Theme) => css`
  display: none;
  ${theme.mq.lg} {
    display: flex;
  }
`
/**
 * What fits in the bar (checked at 320, 375, 768, 1024, 1280 and 1536 px by tests/e2e/headerFits.test.ts): below lg
 * the main navigation is in the Menu; Sign In stands in the bar from md. From lg the full header has two rows
 * (rowCss): the contact toggles and the schedule button beside the brand, the links inline with Sign In and the cart
 * under them (in one row all of it was about 1,500 px wide).
 */
export const inlineSignInCss = (theme: Theme, full: boolean) => css`
  display: ${full ? 'none' : 'inline'};
  white-space: nowrap;
  font-weight: 600;
  ${theme.mq.md} {
    display: inline;
  }
`

/** The Menu's own Sign In, where the bar has none (below md). */
export const menuSignInCss = (theme: Theme) => css`
  ${theme.mq.md} {
    display: none;
  }
`

export const scheduleButtonCss = (theme: Theme) => css`
  display: none;
  padding: 0.6rem 0.8rem;
  white-space: nowrap;
  ${theme.mq.lg} {
    display: flex;
    font-size: 0.9rem;
  }
  ${theme.mq.xl} {
    font-size: inherit;
  }
`

/** The Menu sheet's button, below lg only: from lg its links are in the bar (InlineNav). */
export const menuRootCss = (theme: Theme) => css`
  ${theme.mq.lg} {
    display: none;
  }
`

/** A contact toggle. A status badge inside it (Sales ● Available) takes its smaller words, no reserved width. */
export const toggleCss = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 2.5rem;
  padding: 0 0.75rem;
  ${theme.mq.lg} {
    padding: 0 0.55rem;
  }
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: 2rem;
  background: transparent;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &[aria-expanded='true'] {
    background: rgba(255, 255, 255, 0.15);
  }
  [data-status] {
    gap: 0.3rem;
    min-width: 0;
    font-size: 0.8rem;
    font-weight: 600;
  }
`

export const dropdownPanelCss = (theme: Theme) => css`
  position: absolute;
  right: 0;
  top: calc(100% + 0.5rem);
  width: 20rem;
  padding: 1rem 1.25rem;
  border-radius: 0.5rem;
  background: #fff;
  color: ${theme.palette.darkgray};
  ${focusRingColour(theme.palette.darkblue)}
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.25);
  a {
    color: ${theme.palette.darkblue};
  }
  button {
    color: ${theme.palette.darkblue};
  }
  button[data-primary] {
    color: #fff;
  }
`

/** Keeps white text on the green button inside panels whose buttons are otherwise dark blue. */
export const panelPrimaryFix = css`
  button[data-primary] {
    color: #fff;
  }
`

/**
 * The contact strip below lg. Below 360 px each group is about 133 px wide and "Support ● Available" needs about 144
 * (sixth walkthrough: cut by 10 px at 320): the strip takes half the container's side padding and a narrower gap,
 * about 11 px more per group, and its titles a little less (stripTitle).
 */
export const stripCss = (theme: Theme) => css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.5rem;
  height: ${STRIP_HEIGHT};
  align-items: stretch;
  padding-bottom: 0.2rem;
  position: relative;
  font-size: 0.8rem;
  @media (scripting: none) {
    height: ${NO_SCRIPT_STRIP_HEIGHT};
  }
  @media (max-width: 359.98px) {
    margin: 0 -0.5rem;
    gap: 0.25rem;
  }
  ${theme.mq.lg} {
    display: none;
  }
`

/**
 * Each group is two short lines: its short name ("Sales") with its status as a word and a dot ("Offline"),
 * then its button, so both buttons line up. The word is shown, not only the colour (WCAG 1.4.1), and the
 * short name leaves room for it at 320 px; the group's long title heads the opened panel.
 */
export const stripGroupCss = css`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  min-width: 0;
  [data-status] {
    flex: none;
    min-width: 0;
    font-weight: 600;
  }
`

/** Where scripts never run the button cannot open anything; its room goes to the hours said in words. */
export const stripButtonCss = css`
  width: 100%;
  margin-top: auto;
  min-height: 1.5rem;
  padding: 0 0.5rem;
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: 0.4rem;
  background: transparent;
  font: inherit;
  font-size: 0.75rem;
  line-height: 1.2;
  cursor: pointer;
  text-align: left;
  ${whenScripted}
`

export const mobilePanelCss = (theme: Theme) => css`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  padding: 1rem;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.25);
  border-radius: 0.5rem;
  background: #fff;
  color: ${theme.palette.darkgray};
  ${focusRingColour(theme.palette.darkblue)}
  a,
  button {
    color: ${theme.palette.darkblue};
  }
`

/** In-page jumps (skip link, #schedule) stop below the fixed bar instead of under it. */
export const scrollPaddingCss = (theme: Theme, withStrip: boolean, full: boolean) => css`
  html {
    scroll-padding-top: calc(${BAR_HEIGHT.mobile} + ${withStrip ? STRIP_HEIGHT : '0px'} + 0.5rem);
  }
  ${theme.mq.lg} {
    html {
      scroll-padding-top: calc(${desktopHeight(full)} + 0.5rem);
    }
  }
`

/**
 * The menu sheet hangs from the fixed bar, so the page's scroll cannot reach its end: with the device pages listed
 * it is taller than a phone's screen, and it scrolls within itself instead. (Below lg only: menuRootCss.)
 */
export const menuPanelCss = css`
  top: 100%;
  max-height: calc(100dvh - ${BAR_HEIGHT.mobile} - 1rem);
  overflow-y: auto;
  overscroll-behavior: contain;
`
