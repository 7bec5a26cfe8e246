import type { CartSystem } from '../../../services/catalogue/index.ts'

// Apart from ui.tsx: the blocks /shop hydrates as it opens do not show it, so its code stays out of its first load.

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
