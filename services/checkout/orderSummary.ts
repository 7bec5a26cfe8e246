/** One line of an order as the buyer reads it on the order summary. */
export interface OrderSummaryLine {
  name: string
  quantity: number
  /** Price of one, in dollars; null for items included in a package price. */
  unitPrice: number | null
  /** Lines included in a package. */
  included: OrderSummaryLine[]
}

export interface OrderSummary {
  lines: OrderSummaryLine[]
  shipping: string | null
  subtotal: number
}

type Loose = Record<string, unknown>
const list = (value: unknown): Loose[] => (Array.isArray(value) ? (value as Loose[]) : [])
const num = (value: unknown, fallback = 0): number => (typeof value === 'number' ? value : Number(value) || fallback)
const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** Reads any checkout payload variant (spec §7.4 a–e) back into lines for the order summary page. */
export function orderSummary(payload: Loose): OrderSummary {
  const lines: OrderSummaryLine[] = []
  const pkg = payload.package as Loose | null | undefined
  if (pkg && typeof pkg === 'object') {
    lines.push({
      name: text(pkg.name),
      quantity: 1,
      unitPrice: num(pkg.price),
      included: list(pkg.items).map((item) => ({
        name: text(item.name),
        quantity: num(item.quantity, 1),
        unitPrice: null,
        included: [],
      })),
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
      included: list(payload.itemAddons).map((item) => ({
        name: text(item.name),
        quantity: num(item.quantity, 1),
        unitPrice: null,
        included: [],
      })),
    })
  } else {
    for (const addon of list(payload.itemAddons))
      lines.push({
        name: text(addon.name),
        quantity: num(addon.quantity, 1),
        unitPrice: num(addon.price),
        included: [],
      })
  }
  const shipping = payload.shipping as Loose | undefined
  return { lines, shipping: shipping ? text(shipping.name) : null, subtotal: num(payload.subtotal) }
}
