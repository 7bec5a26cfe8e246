import type { CartSystem } from '../../../services/catalogue/index.ts'
import { VisuallyHidden } from './ui.tsx'

// Apart from ui.tsx: the blocks /shop hydrates as it opens show neither, so their code stays out of its first load.

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
