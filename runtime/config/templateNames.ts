import { PRICE_FIELDS, type CataloguePrice, priceValueNames } from '../../services/catalogue/priceValues.ts'

/**
 * The one template syntax of config texts: `{{name}}`.
 * - Page tokens have a dot and are filled when the site is compiled: `{{brand.name}}`, `{{brand.shortName}}`,
 *   `{{partner.name}}` (partner pages) and `{{texts.<name>}}` (shared texts of site-config/sections.json).
 * - Catalogue values `{{price.<package or item>.<field>}}` are filled per page from the page's own catalogue
 *   (a partner page's from its partner's) before its blocks load: see PRICE_TEMPLATE_FIELDS below.
 * - Values have no dot and are filled by the code that shows the text, from what it knows at that moment
 *   (`{{product}}` in a cart button, `{{phone}}` in an error message). A schema declares the values a text
 *   may use with `"templateValues": ["product"]` on its property; any other `{{name}}` is a config error.
 * Path placeholders (`{brand}`, `{partner}`, `{partner|capitalize}` in route paths, aliases, params and
 * page names) are a different thing, with single braces: they choose which URLs a route answers.
 */

/** Every `{{ name }}` in a text. */
export const TEMPLATE_NAME = /\{\{\s*([A-Za-z][\w.-]*)\s*\}\}/g

/** The prefix of catalogue values: `{{price.starter-package.monitoring}}`. */
export const PRICE_TEMPLATE_PREFIX = 'price.'

/**
 * The fields a catalogue value names (services/catalogue/priceValues.ts): `equipment` (one-time price of a
 * package or device), `monitoring` (per month; a plan billed with the monitoring too), `installation`
 * (one-time), `monthly` (the financing figure, negotiated price ÷ 48, where financing applies), `savings` (what a
 * package saves on its regular price, where it saves something). The package
 * key is its name as a slug (`starter-package`), a device's its slug (`smart-lock`); `lowest` is the
 * cheapest package value (`{{price.lowest.monitoring}}`).
 */
export const PRICE_TEMPLATE_FIELDS = PRICE_FIELDS

export function isPriceTemplateName(name: string): boolean {
  return name.startsWith(PRICE_TEMPLATE_PREFIX)
}

/** Every catalogue value a text can insert, as `price.<key>.<field>`: what the studio offers and config:explain lists. */
export function priceTemplateNames(prices: ReadonlyMap<string, CataloguePrice>): string[] {
  return priceValueNames(prices).map((name) => PRICE_TEMPLATE_PREFIX + name)
}

export function templateNamesIn(text: string): string[] {
  return [...text.matchAll(TEMPLATE_NAME)].map((match) => match[1]!)
}

type Schema = {
  $ref?: string
  properties?: Record<string, Schema>
  additionalProperties?: Schema | boolean
  items?: Schema
  templateValues?: string[]
  $defs?: Record<string, Schema>
}

/** One value-template name used where its schema does not declare it. */
export interface UnknownTemplateValue {
  path: Array<string | number>
  name: string
  known: string[]
}

/**
 * Finds `{{name}}` values (names without a dot) that the schema does not declare for the text holding them.
 * Dotted page tokens are checked where pages are compiled (runtime/routing/expandRoutes.ts).
 */
export function unknownTemplateValues(value: unknown, schema: object): UnknownTemplateValue[] {
  const root = schema as Schema
  const found: UnknownTemplateValue[] = []
  const resolve = (node: Schema | undefined): Schema | undefined => {
    let current = node
    // Only local references: every schema that declares templateValues keeps its definitions in the file.
    while (current?.$ref?.startsWith('#/$defs/')) current = root.$defs?.[current.$ref.slice('#/$defs/'.length)]
    return current
  }
  const walk = (data: unknown, node: Schema | undefined, path: Array<string | number>) => {
    const rule = resolve(node)
    if (typeof data === 'string') {
      const known = rule?.templateValues ?? []
      for (const name of templateNamesIn(data)) {
        if (!name.includes('.') && !known.includes(name)) found.push({ path, name, known })
      }
    } else if (Array.isArray(data)) {
      data.forEach((item, i) => walk(item, rule?.items, [...path, i]))
    } else if (data && typeof data === 'object') {
      for (const [key, item] of Object.entries(data)) {
        const additional = typeof rule?.additionalProperties === 'object' ? rule.additionalProperties : undefined
        walk(item, rule?.properties?.[key] ?? additional, [...path, key])
      }
    }
  }
  walk(value, root, [])
  return found
}

export function describeUnknownTemplateValue({ name, known }: UnknownTemplateValue): string {
  const values = known.length
    ? `this text takes ${known.map((k) => `{{${k}}}`).join(', ')}`
    : 'this text takes no values'
  return `unknown name {{${name}}}; ${values} (names with a dot, such as {{brand.name}}, {{partner.name}} or {{texts.<name>}}, are the page's)`
}
