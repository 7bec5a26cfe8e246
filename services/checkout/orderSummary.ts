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
}

/** The monitoring plan the order starts: billed monthly, so never part of the subtotal. */
export interface OrderMonitoring {
  name: string
  monthlyPrice: number
}

export interface OrderSummary {
  lines: OrderSummaryLine[]
  /**
   * One-time services of the package after its monitoring (spec §3.8: the monitoring service is the first), such
   * as the professional installation, each with its price as the order states it.
   */
  services: OrderSummaryLine[]
  monitoring: OrderMonitoring | null
  shipping: string | null
  shippingPrice: number
  /** The order's own total, as the order gives it (never recomputed here). */
  subtotal: number
}

type Loose = Record<string, unknown>
const list = (value: unknown): Loose[] => (Array.isArray(value) ? (value as Loose[]) : [])
const num = (value: unknown, fallback = 0): number => (typeof value === 'number' ? value : Number(value) || fallback)
const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const cents = (value: number): number => Math.round(value * 100) / 100

function pricedLine(name: string, quantity: number, unitPrice: number): OrderSummaryLine {
  return { name, quantity, unitPrice, lineTotal: cents(unitPrice * quantity), included: [] }
}

function includedLine(item: Loose): OrderSummaryLine {
  return { name: text(item.name), quantity: num(item.quantity, 1), unitPrice: null, lineTotal: null, included: [] }
}

/** The package's monitoring (its first service, spec §3.8) or the DIY bundle's monitoring service line. */
function monitoringOf(payload: Loose, pkg: Loose | null | undefined): OrderMonitoring | null {
  const first = pkg && typeof pkg === 'object' ? list(pkg.services)[0] : list(payload.serviceAddons)[0]
  return first ? { name: text(first.name), monthlyPrice: num(first.price) } : null
}

/** Reads any checkout payload variant (spec §7.4 a–e) back into lines for the order summary page. */
export function orderSummary(payload: Loose): OrderSummary {
  const lines: OrderSummaryLine[] = []
  const pkg = payload.package as Loose | null | undefined
  if (pkg && typeof pkg === 'object') {
    lines.push({ ...pricedLine(text(pkg.name), 1, num(pkg.price)), included: list(pkg.items).map(includedLine) })
  }
  const store = text(payload.store)
  // The DIY bundle has no package: its items are the bundle, priced by the subtotal.
  const bundleItemsOnly = payload.package === null && store !== '' && Array.isArray(payload.serviceAddons)
  if (bundleItemsOnly) {
    lines.push({ ...pricedLine('', 1, num(payload.subtotal)), included: list(payload.itemAddons).map(includedLine) })
  } else {
    for (const addon of list(payload.itemAddons))
      lines.push(pricedLine(text(addon.name), num(addon.quantity, 1), num(addon.price)))
  }
  const services =
    pkg && typeof pkg === 'object'
      ? list(pkg.services)
          .slice(1)
          .map((service) => pricedLine(text(service.name), num(service.quantity, 1), num(service.price)))
      : []
  const shipping = payload.shipping as Loose | undefined
  return {
    lines,
    services,
    monitoring: monitoringOf(payload, pkg),
    shipping: shipping ? text(shipping.name) : null,
    shippingPrice: shipping ? num(shipping.price) : 0,
    subtotal: num(payload.subtotal),
  }
}
