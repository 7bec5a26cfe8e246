import { css } from '@emotion/react'
import { styledElement } from '../styledElement.tsx'
import { primaryButton, secondaryButton } from '../formButtons.ts'
import type { CartSystem } from '../../../services/catalogue/index.ts'

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

/** What a package holds: its panel, then each device (with "xN" when there is more than one). */
export function SystemContentsList({ system }: { system: Pick<CartSystem, 'panel' | 'addons' | 'addonsQuantity'> }) {
  return (
    <ul>
      <li>{system.panel.name}</li>
      {system.addons.map((addon) => (
        <li key={addon.slug}>
          {addon.name}
          {(system.addonsQuantity[addon.slug] ?? 1) > 1 ? ` x${system.addonsQuantity[addon.slug]}` : ''}
        </li>
      ))}
    </ul>
  )
}

/** A shop item's price, with the regular price struck through (and named for screen readers) while a promotion runs. */
export function ItemPrice({
  priceText,
  regularPriceText,
  regularPriceLabel,
}: {
  priceText: string
  regularPriceText: string | null
  regularPriceLabel: string
}) {
  return (
    <>
      {regularPriceText && (
        <>
          <VisuallyHidden>{regularPriceLabel} </VisuallyHidden>
          <s data-regular-price style={{ fontWeight: 400, marginRight: '0.4rem' }}>
            {regularPriceText}
          </s>
        </>
      )}
      {priceText}
    </>
  )
}
