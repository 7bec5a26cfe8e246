/** A heading of the customiser's device list and the devices under it (their slugs, in the catalogue's order). */
export interface DeviceGroup {
  title: string
  slugs: string[]
}

/**
 * The customiser's devices grouped by category (sixth walkthrough D15: 17 cards in one run): each device under its
 * first category the shop names (shop.json `categories`: "Sensors and Devices", "Security Cameras", …), the groups in
 * the order their first device comes in the catalogue; a device in no named category goes last, under `otherTitle`.
 */
export function deviceGroups(
  devices: readonly { product: { slug: string }; categories: readonly string[] }[],
  categoryTitles: Readonly<Record<string, string>>,
  otherTitle: string,
): DeviceGroup[] {
  const groups = new Map<string, DeviceGroup>()
  const other: DeviceGroup = { title: otherTitle, slugs: [] }
  for (const { product, categories } of devices) {
    const category = categories.find((slug) => Object.hasOwn(categoryTitles, slug))
    if (category === undefined) {
      other.slugs.push(product.slug)
      continue
    }
    const title = categoryTitles[category]!
    const group = groups.get(title) ?? { title, slugs: [] }
    group.slugs.push(product.slug)
    groups.set(title, group)
  }
  return [...groups.values(), ...(other.slugs.length > 0 ? [other] : [])]
}
