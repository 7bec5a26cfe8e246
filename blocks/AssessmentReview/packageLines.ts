import type { AddedDevice, PackageItem } from '../../services/assessment/index.ts'
import { roundCents } from '../../services/cart/index.ts'
import { fillTemplate } from '../shared/fillTemplate.ts'
import { formatDollars } from '../shared/assessment/money.ts'

/** A device of the recommended package, with the units of it the recommendation adds (null when none). */
export interface PackageLine {
  item: PackageItem
  added: AddedDevice | null
}

/**
 * The package's devices, each with the added units of its kind on the same line, and the added devices of kinds
 * the package does not have, listed apart. The sixth walkthrough (D17) read "6 × Door/Window Sensor" with four
 * reasons adding up to 8 and found the 2 added sensors far below: one device, one line. Added units go on the
 * package's first line of their kind.
 */
export function packageLines(
  items: readonly PackageItem[],
  addDevices: readonly AddedDevice[],
): { lines: PackageLine[]; separate: AddedDevice[] } {
  const unplaced = new Map(addDevices.map((device) => [device.type, device]))
  const lines = items.map((item) => {
    const added = unplaced.get(item.type) ?? null
    unplaced.delete(item.type)
    return { item, added }
  })
  return { lines, separate: addDevices.filter((device) => unplaced.has(device.type)) }
}

interface PackageLineTexts {
  withAddedText: string
}

/**
 * A package line's words: "6 × Door/Window Sensor", "Harbor Home XT Panel", or with added units "8 × Door/Window
 * Sensor (6 in the package + 2 added, $59.98)", the price of the added units from the catalogue.
 */
export function packageLineText({ item, added }: PackageLine, texts: PackageLineTexts): string {
  if (!added) return item.quantity > 1 ? `${item.quantity} × ${item.name}` : item.name
  return fillTemplate(texts.withAddedText, {
    total: item.quantity + added.quantity,
    name: item.name,
    included: item.quantity,
    added: added.quantity,
    price: formatDollars(roundCents(added.unitPrice * added.quantity)),
  })
}
