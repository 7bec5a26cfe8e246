import { css, useTheme, type Theme } from '@emotion/react'
import { useRef, useState, type ReactNode } from 'react'
import { focusRingColour } from '../../runtime/render/focusRing.ts'
import { AVAILABILITY_LINES } from '../../services/hours/availabilityBootScript.ts'
import { useStickyTop } from './useStickyTop.ts'
import { SalesTaxNote } from '../shared/checkoutNotes/SalesTaxNote.tsx'

/**
 * The order summary beside the checkout's steps, as the leading hosted checkouts place it. From lg (1024 px) it is
 * the right-hand column, sticky while the details scroll, at its full height: a summary taller than the screen
 * scrolls with the page until its total is in view and sticks there (useStickyTop), so no line is cut off inside
 * a scroll box (rater D7). Below lg it comes first, collapsed to one disclosure button
 * that names the total ("Show order summary $1,539.97", aria-expanded) and, when promotions lowered the order, the
 * saving under it ("You save $20.00", as the open summary words it: issue 25), and opens in place.
 *
 * The server HTML is collapsed; without scripts nothing could open it, so then it is shown open and the button is
 * not: the head boot script marks <html> with its decisions (data-sales), and a page without that mark ran no
 * script (`html:not([data-sales])`).
 */
export function OrderSummaryAside({
  id,
  labelledBy,
  showLabel,
  hideLabel,
  total,
  saving,
  lines,
  totals,
}: {
  id: string
  /** The summary's heading (in `lines`): names the column. */
  labelledBy: string
  showLabel: string
  hideLabel: string
  /** The order's total as the toggle names it. */
  total: string
  /** What promotions took off the order, in the open summary's words ("You save $20.00"); none when nothing. */
  saving: string | null
  /** What was ordered. */
  lines: ReactNode
  /** Subtotal and monthly charges, under the lines. */
  totals: ReactNode
}) {
  const theme = useTheme()
  const [open, setOpen] = useState(false)
  const panelId = `${id}-summary-panel`
  const asideRef = useRef<HTMLElement>(null)
  const stickyTop = useStickyTop(asideRef)
  return (
    <aside
      ref={asideRef}
      aria-labelledby={labelledBy}
      css={asideCss(theme)}
      style={stickyTop === null ? undefined : { top: `${stickyTop}px` }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        data-order-summary-toggle=""
        css={toggleCss(theme)}
      >
        <span>
          {open ? hideLabel : showLabel}
          <span
            aria-hidden="true"
            css={css`display: inline-block; margin-left: 0.4rem; transform: rotate(${open ? 180 : 0}deg);`}
          >
            ▾
          </span>
        </span>
        <span css={css`display: flex; flex-direction: column; align-items: flex-end; text-align: right;`}>
          <strong data-testid="order-summary-total">{total}</strong>
          {saving && (
            <span
              data-testid="order-summary-saving"
              css={css`font-size: 0.85rem; white-space: nowrap; color: ${theme.palette.darkgreen};`}
            >
              {saving}
            </span>
          )}
        </span>
        {/* A line of its own under the total, right-aligned with it: beside "Show order summary" at 375 px it
            wrapped to two lines (issue 25). */}
        <span data-order-summary-tax="" css={css`grid-column: 1 / -1; text-align: right;`}>
          <SalesTaxNote testId="order-summary-toggle-tax" />
        </span>
      </button>
      <div id={panelId} data-order-summary-panel="" data-open={open} css={panelCss(theme)}>
        <div data-testid="order-summary-lines">{lines}</div>
        <div css={css`padding-top: 0.5rem;`}>{totals}</div>
      </div>
    </aside>
  )
}

const asideCss = (theme: Theme) => css`
  border: 1px solid #d1d5db;
  border-radius: 0.75rem;
  background: ${theme.palette.warmgray};
  ${focusRingColour(theme.palette.darkblue)}
  grid-area: summary;
  ${theme.mq.lg} {
    position: sticky;
    top: 1rem;
    padding: 0 1.25rem 0.5rem;
  }
`
const toggleCss = (theme: Theme) => css`
  /* The words and the total on one row, the tax note on its own row under the total. */
  display: grid;
  grid-template-columns: 1fr auto;
  width: 100%;
  align-items: center;
  gap: 0 1rem;
  padding: 0.9rem 1rem;
  border: 0;
  border-radius: 0.75rem;
  background: transparent;
  color: ${theme.palette.darkblue};
  font: inherit;
  font-size: 0.95rem;
  font-weight: 700;
  text-align: left;
  cursor: pointer;
  strong {
    font-size: 1.15rem;
    color: ${theme.palette.darkgray};
  }
  ${theme.mq.lg} {
    display: none;
  }
  html:not([${AVAILABILITY_LINES.sales}]) & {
    display: none;
  }
`
const panelCss = (theme: Theme) => css`
  padding: 0 1rem 0.5rem;
  &[data-open='false'] {
    display: none;
  }
  html:not([${AVAILABILITY_LINES.sales}]) &[data-open='false'] {
    display: block;
  }
  ${theme.mq.lg} {
    &[data-open='false'] {
      display: block;
    }
    padding: 0;
  }
`
