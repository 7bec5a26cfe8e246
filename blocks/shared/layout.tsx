import { css, type Theme } from '@emotion/react'
import { primaryButton } from './formButtons.ts'
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

/** A link that looks like the site's one primary button (formButtons.ts), so a link and a submit look alike. */
export const ButtonLink = styledElement(
  'a',
  (theme) => css`
  ${primaryButton(theme)}
  text-decoration: none;
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
