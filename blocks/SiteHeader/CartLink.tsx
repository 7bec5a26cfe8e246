import { css, type Theme, useTheme } from '@emotion/react'
import type { CartLinkTexts } from '../../schemas/generated/navigation.ts'
import { CART_ITEMS_ATTRIBUTE, CART_ITEMS_PROPERTY } from '../../services/ecommerce/cartItemsMark.ts'
import { fillTemplate } from '../shared/fillTemplate.ts'
import { useCartHref, useCartItems } from './useCartItems.ts'

/**
 * The header's way back to the cart from any page (rater report 6, D12): the cart's picture, its word where the bar
 * has room, and the number of pieces. The server cannot know the cart, so the link is in every header's HTML and the
 * marks the head boot script puts on <html> before the first paint show it, number included (drawn from the marks by
 * CSS, so it is right before this island hydrates and whatever updates it later); once hydrated, the link's name says
 * the number in words for screen readers and leads to the shop the cart was built in.
 */
export function CartLink({ texts, href }: { texts: CartLinkTexts; href: string }) {
  const theme = useTheme()
  const count = useCartItems()
  // The shop the cart was built in (issue 25: a partner's cart led to the shop's own prices).
  const cartHref = useCartHref(href)
  const name = count > 0 ? fillTemplate(count === 1 ? texts.nameOne : texts.nameOther, { count }) : undefined
  return (
    <a href={cartHref} aria-label={name} data-cart-link="" css={linkCss(theme)}>
      <svg
        aria-hidden="true"
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2 3h3l2.7 12.4a1 1 0 0 0 1 .8h9.6a1 1 0 0 0 1-.8L21 7H6" />
      </svg>
      <span data-cart-word="" css={wordCss(theme)}>
        {texts.label}
      </span>
      <span data-cart-count="" css={countCss(theme)} />
    </a>
  )
}

// On a phone the logo needs the room (at 320 px it would take three lines): nearer the Menu (margin-left), the number
// on the picture's corner. No saved cart (or scripts off, when nothing marks it): no link, from the first paint on.
// Comments stay out of the style templates: those ship to every page as they are.
const linkCss = (theme: Theme) => css`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  min-height: 2.5rem;
  padding: 0 0.25rem;
  flex: none;
  margin-left: -0.5rem;
  ${theme.mq.md} {
    margin-left: 0;
  }
  font-weight: 600;
  white-space: nowrap;
  text-decoration: none;
  &:hover [data-cart-word] {
    text-decoration: underline;
  }
  html:not([${CART_ITEMS_ATTRIBUTE}]) & {
    display: none;
  }
`

/** shownFrom's two states (blocks/shared/shownFrom.ts), here for a word shown in one range of widths only. */
const VISUALLY_HIDDEN = 'position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%);'
const DRAWN_AGAIN = 'position: static; width: auto; height: auto; overflow: visible; clip-path: none;'

// On the picture's upper corner, clear of the bar's top edge (at 0.05rem it touched it: seventh walkthrough E15).
const ON_THE_CORNER = 'position: absolute; top: 0.3rem; right: -0.3rem; min-width: 1.2rem; padding: 0.05rem 0.3rem;'
const BESIDE_THE_WORD = 'position: static; min-width: 1.4rem; padding: 0.1rem 0.4rem;'

/**
 * `between` where the bar has room for the word beside the picture (tests/e2e/headerCartLink.test.ts and
 * headerFits.test.ts), `outside` elsewhere: from md (768 px) to lg the bar holds the logo, Sign In and Menu; from lg
 * the contact toggles join it, from xl the schedule button. The word and the number switch at the same widths.
 */
const fromMdToLg = (theme: Theme, outside: string, between: string) => `${outside}
  ${theme.mq.md} {
    ${between}
  }
  ${theme.mq.lg} {
    ${outside}
  }`

/** The word only where the bar has room beside it. */
const wordCss = (theme: Theme) => css`
  ${fromMdToLg(theme, VISUALLY_HIDDEN, DRAWN_AGAIN)}
`

/** Without the word the number sits on the picture's corner; with it, beside it. */
const countCss = (theme: Theme) => css`
  ${fromMdToLg(theme, ON_THE_CORNER, BESIDE_THE_WORD)}
  border-radius: 1rem;
  background: #fff;
  color: ${theme.palette.darkblue};
  font-size: 0.8rem;
  font-weight: 700;
  line-height: 1.2;
  text-align: center;
  &::before {
    content: var(${CART_ITEMS_PROPERTY}, '');
  }
`
