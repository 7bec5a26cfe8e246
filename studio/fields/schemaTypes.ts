/** The subset of JSON Schema the block schemas use (checked by the fields test over every block). */
export interface PropSchema {
  type?: 'object' | 'string' | 'array' | 'integer' | 'number' | 'boolean'
  title?: string
  description?: string
  enum?: Array<string | number | boolean>
  properties?: Record<string, PropSchema>
  required?: string[]
  items?: PropSchema
  pattern?: string
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  default?: unknown
  /** A block schema's words for people: its name in the palette, a one-line description, its palette group. */
  studio?: { title: string; description: string; category: BlockCategory }
}

/** The palette's groups; frame blocks (header, footer, error pages) are part of layouts and never offered. */
export const BLOCK_CATEGORIES = {
  heroes: 'Heroes',
  offers: 'Offers',
  forms: 'Forms',
  shop: 'Shop',
  content: 'Content',
  trust: 'Trust',
} as const
export type BlockCategory = keyof typeof BLOCK_CATEGORIES | 'frame'

/** What field generation needs to know about the site: the image assets to pick from, the paths links may use. */
export interface FieldSources {
  imageAssets: readonly string[]
  /** Route paths of the site (placeholders and :params as written), for checking links. */
  routePaths: readonly string[]
}
