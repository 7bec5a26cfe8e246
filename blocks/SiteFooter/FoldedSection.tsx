import { css, type Theme, useTheme } from '@emotion/react'
import type { ReactNode } from 'react'

/**
 * One of the footer's link columns (rater report 6, D14: unfolded, the six columns made the footer 3,340 px tall at
 * 375 px). Below md it is a disclosure, <details> with its heading's words as the <summary>, so it opens by touch, click,
 * Enter or Space with no script and the browser tells screen readers whether it is expanded; from md the column is as
 * it was, its heading over its links. The column's <h2> and the summary carry the same words, one of them drawn at a
 * time, so each width has one heading per column; the landmark is named by the <h2> either way.
 *
 * The page's disclaimers fold the same way (their words alone were 641 px at 375 px); a link to one of them (the
 * package cards' "Financing terms") opens its section, as browsers open a closed <details> a fragment points into.
 *
 * A closed <details> hides its contents in its ::details-content part; from md that part is shown whatever the state.
 * A browser without that part (older than 2025) keeps the disclosure at every width rather than hide the links.
 */
export function FoldedSection({
  headingId,
  heading,
  landmark,
  headingFromMd = true,
  children,
}: {
  headingId: string
  heading: string
  /** A navigation landmark for the site's own links; a plain group for the rest. */
  landmark: 'nav' | 'div'
  /** False for the disclaimers, which had no heading and from md have none still: the words are the summary's only. */
  headingFromMd?: boolean
  children: ReactNode
}) {
  const theme = useTheme()
  const Landmark = landmark
  return (
    <Landmark aria-labelledby={landmark === 'nav' ? headingId : undefined} data-footer-section="">
      {headingFromMd && (
        <h2 id={headingId} css={headingCss(theme)}>
          {heading}
        </h2>
      )}
      <details css={detailsCss(theme)}>
        <summary css={summaryCss(theme)}>{heading}</summary>
        {children}
      </details>
    </Landmark>
  )
}

/** From md, where the browser can show a closed disclosure's contents, the rules that unfold the column. */
const unfoldedFromMd = (theme: Theme, rules: string) => `
  @supports selector(::details-content) {
    ${theme.mq.md} {
      ${rules}
    }
  }
`

const headingCss = (theme: Theme) => css`
  display: none;
  font-size: 1rem;
  margin: 0 0 0.5rem;
  ${unfoldedFromMd(theme, 'display: block;')}
`

const detailsCss = (theme: Theme) => css`
  border-bottom: 1px solid rgba(255, 255, 255, 0.3);
  ${unfoldedFromMd(theme, 'border-bottom: 0; &::details-content { content-visibility: visible; display: block; }')}
`

const summaryCss = (theme: Theme) => css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 2.5rem;
  padding: 0.25rem 0;
  font-weight: 700;
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  /* A chevron that turns as the section opens: the state at a glance (the browser says it to screen readers). */
  &::after {
    content: '';
    width: 0.55rem;
    height: 0.55rem;
    margin: 0 0.4rem 0.25rem 1rem;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(45deg);
  }
  details[open] > &::after {
    margin-bottom: -0.25rem;
    transform: rotate(-135deg);
  }
  ${unfoldedFromMd(theme, 'display: none;')}
`
