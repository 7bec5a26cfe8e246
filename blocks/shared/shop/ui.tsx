import { css } from '@emotion/react'
import { styledElement } from '../styledElement.tsx'
import { primaryButton, secondaryButton } from '../formButtons.ts'

/** Buttons and cards shared by the shop blocks. */
/** The site's form buttons (formButtons.ts) as elements for the shop blocks. */
export const PrimaryButton = styledElement('button', primaryButton)

export const SecondaryButton = styledElement('button', secondaryButton)

export const Card = styledElement(
  'div',
  () => css`
  border: 1px solid #c9ced6;
  border-radius: 0.75rem;
  padding: 1.25rem;
  background: #fff;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`,
)

export const CardGrid = styledElement(
  'div',
  () => css`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
`,
)

/** Text for screen readers only. */
export const VisuallyHidden = styledElement(
  'span',
  () => css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`,
)
