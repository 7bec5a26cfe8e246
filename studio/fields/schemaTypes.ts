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
}

/** What field generation needs to know about the site: the image assets to pick from, the paths links may use. */
export interface FieldSources {
  imageAssets: readonly string[]
  /** Route paths of the site (placeholders and :params as written), for checking links. */
  routePaths: readonly string[]
}
