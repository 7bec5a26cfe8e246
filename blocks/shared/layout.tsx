import { css, type Theme } from '@emotion/react'
import { styledElement } from './styledElement.tsx'

/** Centres content at the brand's maximum container width with comfortable side padding. */
export const Container = styledElement(
  'div',
  (theme) => css`
  max-width: ${theme.maxContainerWidth}px;
  margin: 0 auto;
  padding: 0 1.25rem;
`,
)

/** A page section with vertical rhythm; blocks render inside one so spacing stays consistent. */
export const Section = styledElement(
  'section',
  () => css`
  padding: 2.5rem 0;
`,
)

export const ButtonLink = styledElement(
  'a',
  (theme) => css`
  display: inline-block;
  padding: 0.75rem 1.5rem;
  border-radius: 2rem;
  background: ${theme.palette.ctagreen};
  color: #fff;
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${theme.palette.ctagreenhover};
  }
`,
)

/** A list of cards: one column, two from `sm`, `columns` from `lg`. */
export const cardListCss = (theme: Theme, columns: number) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.5rem;
  ${theme.mq.sm} { grid-template-columns: repeat(2, 1fr); }
  ${theme.mq.lg} { grid-template-columns: repeat(${columns}, 1fr); }
`
