import type { RegularPriceOf } from './regularPrices.ts'

/** One line of an order as the buyer reads it on the order summary. */
export interface OrderSummaryLine {
  name: string
  quantity: number
  /** Price of one, in dollars; null for items included in a package price. */
  unitPrice: number | null
  /** unitPrice × quantity, to the cent; null when unitPrice is. */
  lineTotal: number | null
  /** Lines included in a package. */
  included: OrderSummaryLine[]
  /** A one-time service of the package (the installation), as opposed to equipment. */
  kind?: 'service'
  /** The regular price of one, struck through beside unitPrice, while a declared promotion lowered it. */
  regularUnitPrice?: number
}

/** A monthly charge of the order (the monitoring, a plan billed with it): not in the subtotal. */
export interface MonthlyCharge {
  name: string
  amount: number
}

export interface OrderSummary {
  lines: OrderSummaryLine[]
  shipping: string | null
  shippingPrice: number
  /** The order's own total, as the order gives it (never recomputed here). */
  subtotal: number
  monthly: MonthlyCharge[]
  /** What the promotions took off the regular prices ("You save $20.00"), 0 when none: already out of the subtotal. */
  saving: number
  /**
   * Devices with no package (spec §7.4 b and c): they need a Harbor panel and monitoring the order does not bring,
   * so the page says so (rater D10).
   */
  addonsOnly: boolean
}

type Loose = Record<string, unknown>
const list = (value: unknown): Loose[] => (Array.isArray(value) ? (value as Loose[]) : [])
const num = (value: unknown, fallback = 0): number => (typeof value === 'number' ? value : Number(value) || fallback)
const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const cents = (value: number): number => Math.round(value * 100) / 100

/** The regular price of one when `regularPriceOf` knows one above the line's price, as the line's field. */
function regularOf(
  regularPriceOf: RegularPriceOf,
  line: Loose,
  price: number,
): Pick<OrderSummaryLine, 'regularUnitPrice'> {
  // A netsuiteId is a string in the order, or a number in variant (b)'s add-on (spec §7.4 b).
  const id = typeof line.netsuiteId === 'number' ? String(line.netsuiteId) : text(line.netsuiteId)
  const regular = regularPriceOf({ netsuiteId: id, price })
  return regular !== null && regular > price ? { regularUnitPrice: regular } : {}
}

/**
 * Reads any checkout payload variant (spec §7.4 a–e) back into lines for the order summary page. A package or an
 * add-on a declared promotion lowered carries its regular price from `regularPriceOf` (regularPrices.ts: the order
 * itself cannot carry it); the totals stay the order's own.
 */
export function orderSummary(payload: Loose, regularPriceOf: RegularPriceOf = () => null): OrderSummary {
  const lines: OrderSummaryLine[] = []
  const monthly: MonthlyCharge[] = []
  const pkg = payload.package as Loose | null | undefined
  if (pkg && typeof pkg === 'object') {
    lines.push({
      name: text(pkg.name),
      quantity: 1,
      unitPrice: num(pkg.price),
      lineTotal: num(pkg.price),
      ...regularOf(regularPriceOf, pkg, num(pkg.price)),
      included: list(pkg.items).map((item) => ({
        name: text(item.name),
        quantity: num(item.quantity, 1),
        unitPrice: null,
        lineTotal: null,
        included: [],
      })),
    })
    // The package's services: monthly ones (billing "monthly", or the first, the monitoring, in orders made
    // before services said how they bill) are listed apart; one-time ones (the installation) are lines.
    list(pkg.services).forEach((service, index) => {
      const price = num(service.price)
      const isMonthly = service.billing === 'monthly' || (service.billing === undefined && index === 0)
      if (isMonthly) monthly.push({ name: text(service.name), amount: price })
      // A free installation is still a line: the buyer reads that it is included, not that it is missing.
      else
        lines.push({
          name: text(service.name),
          quantity: num(service.quantity, 1),
          unitPrice: price,
          lineTotal: cents(price * num(service.quantity, 1)),
          included: [],
          kind: 'service',
        })
    })
  }
  const store = text(payload.store)
  // The DIY bundle has no package: its items are the bundle, priced by the subtotal.
  const bundleItemsOnly = payload.package === null && store !== '' && Array.isArray(payload.serviceAddons)
  if (bundleItemsOnly) {
    lines.push({
      name: '',
      quantity: 1,
      unitPrice: num(payload.subtotal),
      lineTotal: num(payload.subtotal),
      included: list(payload.itemAddons).map((item) => ({
        name: text(item.name),
        quantity: num(item.quantity, 1),
        unitPrice: null,
        lineTotal: null,
        included: [],
      })),
    })
  } else {
    for (const addon of list(payload.itemAddons))
      lines.push({
        name: text(addon.name),
        quantity: num(addon.quantity, 1),
        unitPrice: num(addon.price),
        lineTotal: cents(num(addon.price) * num(addon.quantity, 1)),
        included: [],
        ...regularOf(regularPriceOf, addon, num(addon.price)),
      })
  }
  const shipping = payload.shipping as Loose | undefined
  for (const service of list(payload.serviceAddons))
    monthly.push({ name: text(service.name), amount: num(service.price) })
  return {
    lines,
    shipping: shipping ? text(shipping.name) : null,
    shippingPrice: shipping ? num(shipping.price) : 0,
    subtotal: num(payload.subtotal),
    monthly,
    addonsOnly: !pkg && !bundleItemsOnly && list(payload.itemAddons).length > 0,
    saving: cents(
      lines.reduce(
        (sum, line) =>
          sum +
          (line.regularUnitPrice === undefined ? 0 : line.regularUnitPrice - (line.unitPrice ?? 0)) * line.quantity,
        0,
      ),
    ),
  }
}
