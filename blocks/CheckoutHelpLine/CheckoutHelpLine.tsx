import { Global, css, useTheme, type Theme } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { CheckoutHelpLineProps } from '../../schemas/generated/blocks/CheckoutHelpLineProps.ts'
import { usePageContextData } from '../../runtime/render/PageModelContext.tsx'
import { smsHref } from '../../services/partners/index.ts'
import { ByAvailability } from '../shared/ByAvailability.tsx'
import { SalesPhoneLink } from '../shared/SalesPhoneLink.tsx'
import { Container } from '../shared/layout.tsx'
import { BAR_HEIGHT } from '../SiteHeader/headerStyles.ts'

/** The line's own height (one line of text and its padding): what it adds to the fixed bar's. */
const LINE_HEIGHT = '3rem'

/**
 * Help while the buyer fills the checkout in (seventh walkthrough E9; ADT's and Vivint's checkouts keep "Questions?
 * Call …" in view): under the logo-only header, the page's sales number while the shop's sales line is open (spec
 * 4.10 and 9.1's e-commerce hours; a partner's order has the partner's number, set by the order page's loader),
 * otherwise the support text line, which answers 24/7 (spec 9.1). Decided before the first paint by the head boot
 * script, as every call line is (ByAvailability), and follows the hour while the page stays open; without scripts the
 * hour is unknown, so the text line, true at every hour, shows.
 */
export function CheckoutHelpLine({ id, props }: BlockProps<CheckoutHelpLineProps>) {
  const theme = useTheme()
  const { phones } = usePageContextData()
  const textLine = (
    <a href={smsHref(phones.supportText)} data-help-text="">
      {props.textLabel} {phones.supportText}
    </a>
  )
  return (
    <aside id={id} aria-label={props.label} data-testid="checkout-help-line" css={lineCss(theme)}>
      <Global styles={scrollPaddingCss(theme)} />
      <Container
        css={css`
          display: flex;
          flex-wrap: wrap;
          justify-content: center;
          gap: 0 0.4rem;
          align-items: center;
          min-height: ${LINE_HEIGHT};
          /* A 24 px target at least (WCAG 2.5.8), also while stuck over the page's own links. */
          a {
            display: inline-block;
            padding: 0.2rem 0;
            font-weight: 700;
            color: ${theme.palette.darkblue};
          }
          ${theme.mq.md} {
            justify-content: flex-end;
          }
        `}
      >
        {/* On a phone the link alone keeps the line to one row (the region's name says what it is for). */}
        <span css={promptCss}>{props.prompt}</span>{' '}
        <span>
          <ByAvailability
            line="ecommSales"
            undecided="closed"
            open={
              <SalesPhoneLink line="ecommSales" whenClosed="nothing">
                {props.callLabel} {phones.sales}
              </SalesPhoneLink>
            }
            closed={textLine}
          />
        </span>
      </Container>
    </aside>
  )
}

/**
 * Kept in view while the buyer scrolls through the form, as a checkout header's help line is: it sticks under the
 * header's fixed bar (headerStyles BAR_HEIGHT), below the bar's layer.
 */
const lineCss = (theme: Theme) => css`
  position: sticky;
  top: ${BAR_HEIGHT.mobile};
  z-index: 40;
  border-bottom: 1px solid #d1d5db;
  background: ${theme.palette.warmgray};
  font-size: 0.95rem;
  ${theme.mq.lg} {
    top: ${BAR_HEIGHT.desktop};
  }
`

/** A field the keyboard moves to scrolls clear of the bar and this line both (the header's own padding is the bar's). */
const scrollPaddingCss = (theme: Theme) => css`
  html {
    scroll-padding-top: calc(${BAR_HEIGHT.mobile} + ${LINE_HEIGHT} + 0.5rem);
  }
  ${theme.mq.lg} {
    html {
      scroll-padding-top: calc(${BAR_HEIGHT.desktop} + ${LINE_HEIGHT} + 0.5rem);
    }
  }
`

const promptCss = css`
  @media (max-width: 399.98px) {
    display: none;
  }
`
