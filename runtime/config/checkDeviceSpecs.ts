import { catalogueSpecs, unbackedSpecs } from '../../services/catalogue/index.ts'
import { type CataloguePageRule, forEachPageText, perCatalogue } from './cataloguePages.ts'
import { type IssueSink, reportingOnce } from './IssueSink.ts'

/** The blocks whose cards are about one device each, named by their price or their `specs`. */
const DEVICE_CARD_BLOCKS: ReadonlySet<string> = new Set(['ProductCards'])

/** A device's specification lines and its description: the catalogue's own words for it. */
interface DeviceFacts {
  specs: string[]
  description: string
}

interface Card {
  name?: unknown
  description?: unknown
  features?: unknown
  specs?: { catalogue?: unknown }
  price?: { catalogue?: unknown }
}

/**
 * The device-facts rule, beside the price rule: a device card states only the specs its catalogue item states
 * (seventh walkthrough E2: /cameras sold a "2K HDR" Outdoor Camera that the shop sells as "1080p HD"). A card is
 * about the device its `specs` or its price names; a resolution (1080p, 2K), an ingress rating (IP66) or a range
 * in feet in its name, description or features that the item's specification and description do not state fails at
 * the text's file:line; so does `specs` naming a device its page's catalogue does not sell. Each page is read
 * with its own catalogue, a partner page with its partner's (checkCataloguePages). Any other text of a page (a
 * hero's bullets, a feature grid, an FAQ answer, its meta) that states such a figure must find it stated by some
 * device of that catalogue: no card says which device it is about, but a figure no device has is untrue
 * (/sensors' FAQ said motion sensors ignore pets "up to 55 lb"; the catalogue's sensor, and its card, 40 lb).
 */
export function checkDeviceSpecs(report: IssueSink): CataloguePageRule {
  const factsFor = perCatalogue((catalogue): Map<string, DeviceFacts> => {
    const specs = catalogueSpecs(catalogue)
    return new Map(
      catalogue.addOnItems.map((item) => [
        item.slug,
        { specs: specs.get(item.slug) ?? [], description: item.catalogueItemsDetail?.productDescription ?? '' },
      ]),
    )
  })
  // What any device of the catalogue states: what a figure outside a device's card may be.
  const anyDeviceFor = perCatalogue((catalogue) =>
    [...factsFor(catalogue).values()].flatMap((device) => [...device.specs, device.description]),
  )
  // A shared card shows on many pages: said once per place and message.
  const add = reportingOnce(report)

  return ({ page, catalogId, catalogue }) => {
    const facts = factsFor(catalogue)
    const anyDevice = anyDeviceFor(catalogue)
    forEachPageText(
      page,
      (text, file, at) => {
        const unbacked = unbackedSpecs(text, anyDevice)
        if (unbacked.length) add(file, at, unbackedOnPageMessage(unbacked, catalogId), text)
      },
      // The cards are read against their own device below.
      (block, prop) => DEVICE_CARD_BLOCKS.has(block.type) && (prop === 'items' || prop.startsWith('items.')),
    )
    for (const block of page.blocks) {
      if (!DEVICE_CARD_BLOCKS.has(block.type)) continue
      const items = block.props.find((prop) => prop.name === 'items')
      if (!items || !Array.isArray(items.value) || !items.origin.file || items.origin.layer === 'computed') continue
      items.value.forEach((value, i) => {
        const card = value as Card
        const at = [...items.origin.at, i]
        const named = typeof card.specs?.catalogue === 'string' ? card.specs.catalogue : null
        const priced = typeof card.price?.catalogue === 'string' ? card.price.catalogue.split('.')[0]! : null
        if (named !== null && !facts.has(named)) {
          add(
            items.origin.file,
            [...at, 'specs', 'catalogue'],
            `no device "${named}" in catalogue ${catalogId}; name a device slug it sells, e.g. ${[...facts.keys()].slice(0, 3).join(', ')}`,
            named,
          )
          return
        }
        const slug = named ?? priced
        const device = slug === null ? undefined : facts.get(slug)
        // A package card, or one priced by hand: no one device's facts to hold it to.
        if (!device) return
        const backing = [...device.specs, device.description]
        const texts: Array<[Array<string | number>, unknown]> = [
          [['name'], card.name],
          [['description'], card.description],
          ...(Array.isArray(card.features)
            ? card.features.map((text, f): [Array<string | number>, unknown] => [['features', f], text])
            : []),
        ]
        for (const [path, text] of texts) {
          if (typeof text !== 'string') continue
          const unbacked = unbackedSpecs(text, backing)
          if (unbacked.length)
            add(
              items.origin.file,
              [...at, ...path],
              unbackedMessage(unbacked, slug!, catalogId, device.specs, named !== null),
              text,
            )
        }
      })
    }
  }
}

function unbackedMessage(
  specs: string[],
  slug: string,
  catalogId: string,
  stated: readonly string[],
  listsSpecs: boolean,
): string {
  const fix = listsSpecs
    ? 'the card lists them already: leave the figure out'
    : `list the catalogue's facts with "specs": { "catalogue": "${slug}" } and keep the card's own words to what is not a spec`
  return `states ${specs.map((spec) => `"${spec}"`).join(', ')}, which catalogue ${catalogId} does not state for ${slug} (it states: ${stated.join('; ') || 'no specification'}); ${fix}, or correct the catalogue`
}

function unbackedOnPageMessage(specs: string[], catalogId: string): string {
  return `states ${specs.map((spec) => `"${spec}"`).join(', ')}, which no device of catalogue ${catalogId} states; write the figure the catalogue gives, leave it out, or correct the catalogue`
}
