import type { ComponentProps } from 'react'
import { css } from '@emotion/react'
import { styledElement } from '../styledElement.tsx'
import { primaryButton, secondaryButton } from '../formButtons.ts'

/**
 * Buttons and cards shared by the shop blocks: the site's form buttons (formButtons.ts) as elements, and cards. The
 * styles are one line each: the text of a style ships with the shop's JavaScript, its indentation too.
 */
export const PrimaryButton = styledElement('button', primaryButton)

export const SecondaryButton = styledElement('button', secondaryButton)

export const Card = styledElement(
  'div',
  () =>
    css`border: 1px solid #c9ced6; border-radius: 0.75rem; padding: 1.25rem; background: #fff; display: flex; flex-direction: column; gap: 0.5rem;`,
)

export const CardGrid = styledElement(
  'div',
  () => css`display: grid; gap: 1.25rem; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));`,
)

/** Text for screen readers only: the site's own `.visually-hidden` (GlobalStyles), not a second copy of its rules. */
export function VisuallyHidden(props: ComponentProps<'span'>) {
  return <span className="visually-hidden" {...props} />
}
