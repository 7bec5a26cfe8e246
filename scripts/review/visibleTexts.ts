/** One text a visitor reads on a block, by the prop it comes from (`items[2].answer`), whole. */
export interface VisibleText {
  field: string
  text: string
}

/**
 * Props that steer a block rather than show words: links, ids, icons, tones, media keys. Their values are
 * compared as settings, not read as the page's texts.
 */
const SETTING_KEYS = new Set([
  'asset',
  'action',
  'align',
  'catalogue',
  'color',
  'formId',
  'href',
  'icon',
  'id',
  'idFrom',
  'image',
  'imageSide',
  'kind',
  'layout',
  'mode',
  'networks',
  'offer',
  'provider',
  'selected',
  'slug',
  'src',
  'theme',
  'tone',
  'type',
  'url',
  'value',
  'variant',
  'videoId',
])
const SETTING_SUFFIX = /(Path|Href|Id|Anchor|Url|Src|Side)$/
/** Numbers a visitor reads: a price object's amounts once the catalogue filled them, a rating. */
const VISIBLE_NUMBER = /amount|price|rating/i

export function isSettingKey(key: string): boolean {
  return SETTING_KEYS.has(key) || SETTING_SUFFIX.test(key)
}

/** Every text of a props tree a visitor reads, in prop order, with the path of the prop holding it. */
export function visibleTexts(props: unknown): VisibleText[] {
  const texts: VisibleText[] = []
  const walk = (value: unknown, field: string, key: string) => {
    if (typeof value === 'string') {
      if (value.trim() !== '' && !isSettingKey(key)) texts.push({ field, text: value })
    } else if (typeof value === 'number') {
      if (VISIBLE_NUMBER.test(key)) texts.push({ field, text: String(value) })
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, `${field}[${i}]`, key))
    } else if (value && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) walk(item, field ? `${field}.${name}` : name, name)
    }
  }
  walk(props, '', '')
  return texts
}

/** The props that are not texts (links, ids, tones, switches), flattened by path, to report their changes too. */
export function settingValues(props: unknown): Map<string, string> {
  const values = new Map<string, string>()
  const walk = (value: unknown, field: string, key: string) => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${field}[${i}]`, key))
    else if (value && typeof value === 'object')
      for (const [name, item] of Object.entries(value)) walk(item, field ? `${field}.${name}` : name, name)
    else if (
      (typeof value === 'string' && isSettingKey(key)) ||
      typeof value === 'boolean' ||
      (typeof value === 'number' && !VISIBLE_NUMBER.test(key))
    )
      values.set(field, JSON.stringify(value))
  }
  walk(props, '', '')
  return values
}
